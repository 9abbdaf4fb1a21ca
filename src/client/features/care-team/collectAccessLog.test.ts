import { describe, expect, it, vi } from 'vitest';
import type { AccessLogRow } from '../../../shared/api/careTeamContract';
import type { AccessLogPage } from './accessLogApi';
import { collectAccessLog } from './collectAccessLog';

function row(id: number): AccessLogRow {
  return {
    id,
    at: '2026-11-26T10:04:00Z',
    action: 'read',
    reader: { id: 7, first_name: 'Aoife', last_name: 'Byrne', kind: 'self' },
    profile: 'vitals',
    dataset_id: null,
    dataset_name: null,
    date_from: null,
    date_to: null,
  };
}

describe('every page of the access log', () => {
  it('asks each page in turn and keeps a row pushed onto the next page once', async () => {
    const pages: Record<number, AccessLogPage> = {
      1: { result: [row(9), row(8)], page: 1, pages: 3 },
      // A read landed meanwhile: row 8 moved down onto page 2.
      2: { result: [row(8), row(7)], page: 2, pages: 3 },
      3: { result: [row(6)], page: 3, pages: 3 },
    };
    const fetchPage = vi.fn((page: number) => Promise.resolve(pages[page]!));
    const progress: string[] = [];
    const rows = await collectAccessLog(fetchPage, (page, of) => progress.push(`${page}/${of}`));
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
    expect(rows.map((entry) => entry.id)).toEqual([9, 8, 7, 6]);
    expect(progress).toEqual(['1/3', '2/3', '3/3']);
  });

  it('stops at an empty log', async () => {
    const fetchPage = vi.fn(() => Promise.resolve({ result: [], page: 1, pages: 0 }));
    expect(await collectAccessLog(fetchPage)).toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
