/**
 * What the panel read of each patient, kept with the key it was read under (decision 047): the
 * patient's data-change number, the days the panel looked back from, what their grant shares
 * and when they were last reviewed. A key that differs is a miss, so nothing is ever shown
 * that a fresh read would not show. The least recently used patient goes first when full.
 */
export class KeptRecords<Records> {
  private readonly kept = new Map<number, { key: string; records: Records }>();

  constructor(private readonly limit: number) {}

  take(patientId: number, key: string): Records | undefined {
    const found = this.kept.get(patientId);
    if (found?.key !== key) return undefined;
    // A Map keeps insertion order: set again, the patient is the most recent.
    this.kept.delete(patientId);
    this.kept.set(patientId, found);
    return found.records;
  }

  keep(patientId: number, key: string, records: Records): void {
    this.kept.delete(patientId);
    this.kept.set(patientId, { key, records });
    if (this.kept.size > this.limit) {
      const oldest = this.kept.keys().next();
      if (oldest.done !== true) this.kept.delete(oldest.value);
    }
  }

  get size(): number {
    return this.kept.size;
  }
}
