const t0 = performance.now();
const { PGlite } = await import('@electric-sql/pglite');
const t1 = performance.now();
const db = await PGlite.create(process.argv[2]);
const t2 = performance.now();
await db.query('select 1');
const t3 = performance.now();
console.log({ importMs: t1 - t0, createMs: t2 - t1, queryMs: t3 - t2 });
