/**
 * Reads one URL again and again, one read at a time, from a process of its own (as a browser
 * on another machine would: its waiting and parsing are not the server's), and prints the
 * milliseconds of each read as a JSON array. Every reply must be 200 with `--rows` rows in
 * its `data`.
 *   tsx scripts/bench/timedReads.ts --url U --authorization A --rows N (--reads N | --seconds S)
 */
import process from 'node:process';
function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const url = option('url');
const authorization = option('authorization');
const rows = Number(option('rows'));
const reads = Number(option('reads') ?? Infinity);
const until = performance.now() + Number(option('seconds') ?? Infinity) * 1000;
if (!url || !authorization || !Number.isInteger(rows)) {
  throw new Error('timedReads needs --url, --authorization and --rows');
}

const times: number[] = [];
while (times.length < reads && performance.now() < until) {
  const began = performance.now();
  const reply = await fetch(url, { headers: { authorization, 'accept-encoding': 'gzip' } });
  const body = (await reply.json()) as { data?: unknown[] };
  const elapsed = performance.now() - began;
  if (reply.status !== 200 || body.data?.length !== rows) {
    throw new Error(`${url} answered ${reply.status} with ${body.data?.length ?? 'no'} rows`);
  }
  times.push(elapsed);
}
console.log(JSON.stringify(times));
