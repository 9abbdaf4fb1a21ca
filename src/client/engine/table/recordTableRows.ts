import type { ReadRecord } from '../../../shared/api/readingContract';

/** Records newest first, as a clinician reads a history; equal dates by the later entry. */
export function recordTableRows(records: readonly ReadRecord[], dateField: string): ReadRecord[] {
  return [...records].sort((a, b) => {
    const dateA = String(a[dateField] ?? '');
    const dateB = String(b[dateField] ?? '');
    if (dateA !== dateB) return dateA < dateB ? 1 : -1;
    return (b.id ?? 0) - (a.id ?? 0);
  });
}
