/**
 * The clinician's panel (decision 044) for a clinician with many patients, each with a year of
 * data: daily activity, pain scores every other day, a weekly blood pressure, four laboratory
 * panels with a result or two out of range, and a prescribed Mon/Wed/Fri routine run three
 * times a week for the last two months. Printed: the statements one panel read sends (counted
 * in the process) and the time of a read with nothing kept and of one with every patient kept
 * (decision 047), then the p50 and p99 of GET /v2/care/panel/ over HTTP, first on an idle
 * server and then with both cores loaded by the mixed load (mixedLoadBench's mix of chart
 * reads, new readings and other pages, of 200 other people) from a second process
 * (autocannon), whose p50 is printed beside it as the reference of the same moment.
 * The panel is read over HTTP from a process of its own (timedReads.ts), while every 200 ms
 * `--writers` patients (5 unless told) record a Pain Score, as a clinic's patients do through
 * the day (here far faster), so each read reads those patients again.
 * Needs PostgreSQL (DATABASE_URL); npm run bench runs it under scripts/with-postgres.sh.
 *   tsx scripts/bench/carePanelBench.ts [--patients 500] [--reads 40] [--seconds 20]
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql, type KyselyPlugin } from 'kysely';
import { DateTime } from 'luxon';
import type { AddressInfo } from 'node:net';
import { grantAreaIds } from '../../src/server/services/careTeam/grantTerms';
import { carePanelRows, type PatientRecords } from '../../src/server/services/carePanel/carePanel';
import { KeptRecords } from '../../src/server/services/carePanel/keptRecords';
import { panelDatasetsOf } from '../../src/server/services/carePanel/panelDatasets';
import { carePanelPaths } from '../../src/shared/api/carePanelParameters';
import { storedNameOf } from '../../src/shared/profile-config/storedNameOf';
import { signUp } from '../../tests/support/signUp';
import { median } from './median';
import { benchDatasets } from './mixedLoad/benchDatasets';
import { requestMix } from './mixedLoad/requestMix';
import { seedPeople } from './mixedLoad/seedPeople';
import { openReadBenchApps } from './readBenchApps';

const run = promisify(execFile);
const CONNECTIONS = 8;
/** The other people of the mixed load, and the requests drawn from its mix for autocannon. */
const LOAD_PEOPLE = 200;
const LOAD_DATASETS = 4;
const LOAD_REQUESTS = 4000;
const WRITE_EVERY_MS = 200;

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const patients = argument('patients', 500);
const reads = argument('reads', 40);
const seconds = argument('seconds', 20);
const writers = argument('writers', 5);

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

if (!process.env.DATABASE_URL) {
  throw new Error('The panel bench measures PostgreSQL: run it under scripts/with-postgres.sh');
}
const apps = await openReadBenchApps();
try {
  const { app, database, profileConfigs } = apps;
  const db = database.db;
  const datasetOf = (profileId: string, index = 0) => {
    const dataset = profileConfigs.find((config) => config.id === profileId)?.datasets[index];
    if (!dataset) throw new Error(`No dataset ${index} in profile ${profileId}`);
    return dataset;
  };
  const valuesOf = (profileId: string, index = 0) =>
    datasetOf(profileId, index)
      .structure.elements.map((element) => `'${storedNameOf(element)}', (n % 7) + 1`)
      .join(', ');

  const doctor = await signUp(app, 'Dana');
  await db.updateTable('users').set({ is_doctor: true }).where('id', '=', doctor.userId).execute();
  const started = performance.now();
  const { rows: people } = await sql<{ id: number }>`
    insert into users (email, first_name, last_name, gender, height, mass, date_of_birth, fitness_type, password_hash)
    select 'patient' || n || '@motus.bench', 'Patient', 'Number ' || n, 'Female', '1.70', 65,
           date '1980-01-01', 'athlete', 'not-a-login'
      from generate_series(1, ${patients}::int) n
    returning id`.execute(db);
  const ids = people.map((person) => person.id);
  await sql`
    insert into care_grants (patient_id, doctor_id, areas, expires_on, prescribe, sentence)
    select patient, ${doctor.userId}, null, null, true, 'Everything, with no end date.'
      from unnest(${ids}::bigint[]) as patient`.execute(db);
  const year = sql`generate_series(0, 364) as day`;
  const each = sql`unnest(${ids}::bigint[]) as patient`;
  await sql`
    insert into readings (user_id, dataset_id, created_on, values)
    select patient, ${datasetOf('activity').id}, current_date - day + time '07:30',
           jsonb_build_object(${sql.raw(valuesOf('activity'))})
      from ${each}, ${year}, (select 1 as n) one`.execute(db);
  await sql`
    insert into readings (user_id, dataset_id, created_on, values)
    select patient, ${datasetOf('pain').id}, current_date - day + time '19:00',
           jsonb_build_object('pain_at_rest', (patient + day) % 4, 'pain_with_motion',
                              (patient * 3 + day) % 9, 'difficulty_of_movement', 2)
      from ${each}, ${year} where day % 2 = 0`.execute(db);
  await sql`
    insert into readings (user_id, dataset_id, created_on, values)
    select patient, ${datasetOf('vitals').id}, current_date - day + time '08:00',
           jsonb_build_object(${sql.raw(valuesOf('vitals'))})
      from ${each}, ${year}, (select 1 as n) one where day % 7 = 0`.execute(db);
  const labs = profileConfigs.find((config) => config.id === 'lab')?.datasets.slice(0, 10) ?? [];
  for (const [index, lab] of labs.entries()) {
    const field = storedNameOf(lab.structure.elements[0] ?? { name: 'value' });
    await sql`
      insert into readings (user_id, dataset_id, created_on, values)
      select patient, ${lab.id}, current_date - day + time '09:00',
             jsonb_build_object(${field}::text, 5, ${`${field}_reference_flag`}::text,
                                case when (patient + day + ${index}) % 23 = 0 then 'H' else 'N' end)
        from ${each}, generate_series(10, 364, 90) as day`.execute(db);
  }
  const starts = DateTime.now().minus({ days: 60 }).toFormat('yyyy-MM-dd');
  await sql`
    insert into routines (user_id, name, category, template_id, prescribed_by, prescribed,
                          plan_days, plan_starts_on)
    select patient, 'Knee rehab', 'rehab', null, ${doctor.userId}, true, '[1,3,5]', ${starts}::date
      from ${each}`.execute(db);
  await sql`
    insert into routine_sessions (user_id, routine_id, created_on, time_total, time_exercising,
                                  exercises_completed, exercises_skipped)
    select routines.user_id, routines.id, current_date - day + time '18:00', 900, 600, 4, 0
      from routines, generate_series(0, 59) as day
     where routines.prescribed and extract(isodow from current_date - day) in (1, 3, 5)
       and (routines.user_id + day) % 5 <> 0`.execute(db);
  await sql`analyze`.execute(db);
  const { rows: counted } = await sql<{
    readings: string;
  }>`select count(*) as readings from readings`.execute(db);
  console.log(
    `${patients} patients, ${counted[0]?.readings ?? '?'} readings, seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  // The statements of one panel read, counted where Kysely sends them.
  let statements = 0;
  const counting: KyselyPlugin = {
    transformQuery: (args) => {
      statements += 1;
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  const deps = {
    db: db.withPlugin(counting),
    datasets: panelDatasetsOf(profileConfigs),
    allAreas: grantAreaIds(profileConfigs),
  };
  const rows = await carePanelRows(deps, doctor.userId);
  statements = 0;
  await carePanelRows(deps, doctor.userId);
  console.log(
    `${rows.length} rows, ${statements} statements per panel read with nothing kept (beside the sign-in's)`,
  );
  const nothingKept: number[] = [];
  const allKept: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    const kept = new KeptRecords<PatientRecords>(patients);
    const began = performance.now();
    await carePanelRows({ ...deps, kept }, doctor.userId);
    nothingKept.push(performance.now() - began);
    statements = 0;
    const again = performance.now();
    await carePanelRows({ ...deps, kept }, doctor.userId);
    allKept.push(performance.now() - again);
  }
  console.log(
    `in process: nothing kept ${median(nothingKept).toFixed(0)} ms, every patient kept ${median(allKept).toFixed(0)} ms (${statements} statements)`,
  );

  // While the panel is read, a few patients record a Pain Score now and then: those are read again.
  const painDataset = datasetOf('pain').id;
  let writer = 0;
  const someoneRecords = async () => {
    const userIds = Array.from({ length: writers }, () => ids[(writer += 7) % ids.length]);
    await sql`
      insert into readings (user_id, dataset_id, created_on, values)
      select patient, ${painDataset}, localtimestamp(0),
             jsonb_build_object('pain_at_rest', 2, 'pain_with_motion', 4, 'difficulty_of_movement', 1)
        from unnest(${userIds}::bigint[]) as patient`.execute(db);
  };
  let recording = Promise.resolve();
  const recorder = setInterval(() => {
    recording = recording.then(someoneRecords);
  }, WRITE_EVERY_MS);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const readPanel = async (limit: string[]): Promise<number[]> => {
    const { stdout } = await run('node_modules/.bin/tsx', [
      'scripts/bench/timedReads.ts',
      '--url',
      `${origin}${carePanelPaths.panel}`,
      '--authorization',
      doctor.authorization,
      '--rows',
      String(patients),
      ...limit,
    ]);
    return JSON.parse(stdout) as number[];
  };
  const idle = (await readPanel(['--reads', String(reads + 1)])).slice(1);
  console.log(
    `idle:   panel p50 ${median(idle).toFixed(0)} ms, p99 ${percentile(idle, 0.99).toFixed(0)} ms (${reads} reads, ${writers} patients recording every ${WRITE_EVERY_MS} ms)`,
  );

  // Both cores busy: the mixed load of other people from a second process while the panel is read.
  const loadDatasets = benchDatasets(profileConfigs, LOAD_DATASETS);
  const { people: loadPeople } = await seedPeople(
    db,
    LOAD_PEOPLE,
    loadDatasets.map((dataset) => dataset.dataset),
  );
  const yearSummary = profileConfigs.find((config) => config.year_summary)?.year_summary;
  if (yearSummary === undefined) throw new Error('No profile in the configs has a year_summary');
  const draw = requestMix(loadPeople, loadDatasets, yearSummary);
  const har = path.join(apps.scratch, 'load.har');
  const entries = Array.from({ length: LOAD_REQUESTS }, () => {
    const request = draw();
    return {
      request: {
        method: request.method,
        url: `${origin}${request.path}`,
        headers: Object.entries(request.headers).map(([name, value]) => ({ name, value })),
        ...(request.body === undefined
          ? {}
          : { postData: { mimeType: 'application/json', text: request.body } }),
      },
    };
  });
  fs.writeFileSync(har, JSON.stringify({ log: { entries } }));
  const load = run(
    'node_modules/.bin/autocannon',
    ['-c', String(CONNECTIONS), '-d', String(seconds), '--json', '--har', har, origin],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  await new Promise((settle) => setTimeout(settle, 1000));
  const loaded = await readPanel(['--seconds', String(seconds - 3)]);
  clearInterval(recorder);
  await recording;
  const figures = JSON.parse((await load).stdout) as {
    latency: { p50: number };
    requests: { average: number };
    non2xx: number;
  };
  console.log(
    `loaded: panel p50 ${median(loaded).toFixed(0)} ms, p99 ${percentile(loaded, 0.99).toFixed(0)} ms (${loaded.length} reads); ` +
      `beside it the mixed load's p50 ${figures.latency.p50} ms at ${figures.requests.average.toFixed(0)} req/s ` +
      `(${figures.non2xx} non-2xx); panel/mixed p50 ${(median(loaded) / figures.latency.p50).toFixed(1)}×`,
  );
} finally {
  await apps.close();
}
