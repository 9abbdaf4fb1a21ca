import { todayIso } from '../../../src/shared/dates/dateRanges';
import type { BenchDataset } from './benchDatasets';
import type { MixedRequest } from './requestMix';
import type { BenchPerson } from './seedPeople';

/** The readings the server said it stored (2xx with an id), by person and dataset. */
export class AcknowledgedWrites {
  private readonly byTarget = new Map<
    string,
    { person: BenchPerson; dataset: BenchDataset; ids: Set<number> }
  >();
  count = 0;

  note(request: MixedRequest, status: number, body: string): void {
    if (request.kind !== 'add a reading' || status < 200 || status >= 300) return;
    // A write's reply is a few dozen bytes, under the size the server starts to gzip at.
    const id = (JSON.parse(body) as { data: { id: number } }).data.id;
    const key = `${request.person.userId}/${request.dataset.dataset.id}`;
    const target = this.byTarget.get(key) ?? {
      person: request.person,
      dataset: request.dataset,
      ids: new Set<number>(),
    };
    target.ids.add(id);
    this.byTarget.set(key, target);
    this.count += 1;
  }

  targets() {
    return [...this.byTarget.values()];
  }
}

const READ_BACK_CONNECTIONS = 8;

async function readIds(url: string, person: BenchPerson, dataset: BenchDataset) {
  // Every write is dated today: one read of today, unthinned (no max_points), holds them all.
  const today = todayIso();
  const reply = await fetch(`${url}${dataset.tab.read}`, {
    method: 'POST',
    headers: { authorization: person.authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ date_from: today, date_to: today }),
  });
  if (!reply.ok) throw new Error(`${dataset.tab.read}: ${reply.status} ${await reply.text()}`);
  const records = ((await reply.json()) as Record<string, unknown>)[dataset.tab.list];
  return new Set((records as { id?: number }[]).map((record) => record.id));
}

/**
 * Reads every acknowledged write back through the API, as its person (spread over the
 * servers given): what was acknowledged and cannot be read is missing.
 */
export async function readBack(
  writes: AcknowledgedWrites,
  urls: readonly string[],
): Promise<{ found: number; missing: number }> {
  const pending = writes.targets();
  let found = 0;
  let missing = 0;
  let turn = 0;
  const worker = async () => {
    for (let target = pending.pop(); target; target = pending.pop()) {
      const url = urls[turn++ % urls.length] ?? '';
      const stored = await readIds(url, target.person, target.dataset);
      for (const id of target.ids) {
        if (stored.has(id)) found += 1;
        else missing += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: READ_BACK_CONNECTIONS }, worker));
  return { found, missing };
}
