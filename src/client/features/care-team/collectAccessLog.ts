import type { AccessLogRow } from '../../../shared/api/careTeamContract';
import type { AccessLogPage } from './accessLogApi';

/**
 * Every row of a filtered log, page after page. Pages are asked one at a time: the log is
 * newest first, and a read landing meanwhile pushes a row onto the next page, so a row met
 * twice is kept once.
 */
export async function collectAccessLog(
  fetchPage: (page: number) => Promise<AccessLogPage>,
  onPage?: (page: number, pages: number) => void,
): Promise<AccessLogRow[]> {
  const first = await fetchPage(1);
  const pages = first.pages;
  onPage?.(1, Math.max(pages, 1));
  const rows = new Map(first.result.map((row) => [row.id, row]));
  for (let page = 2; page <= pages; page += 1) {
    onPage?.(page, pages);
    const next = await fetchPage(page);
    for (const row of next.result) if (!rows.has(row.id)) rows.set(row.id, row);
  }
  return [...rows.values()];
}
