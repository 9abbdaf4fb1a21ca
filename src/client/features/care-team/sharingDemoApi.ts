import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import type { SharingRow, UpdateSharingBody } from '../../../shared/api/careTeamContract';
import { ACCESS_LOG_PAGE_SIZE, careTeamPaths } from '../../../shared/api/careTeamParameters';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { profileListOf } from '../../../shared/api/profileListEntries';
import type { AccessLogRow } from '../../../shared/api/careTeamContract';
import { doctorRead, ownRead, partnerImport } from './sharingExamples';
import { shareLinksDemo } from './shareLinks/shareLinksDemo';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Ninety accesses over the last weeks, newest first, a third of them the person's own: three
 * pages of others' accesses, the log's first view.
 */
function demoLog(): AccessLogRow[] {
  const kinds = [ownRead, doctorRead, partnerImport];
  return Array.from({ length: 90 }, (_, index) => {
    const example = kinds[index % kinds.length] ?? ownRead;
    const at = new Date(Date.UTC(2026, 10, 26, 18) - index * 6 * 3600 * 1000);
    return { ...example, id: 1000 - index, at: at.toISOString() };
  });
}

/**
 * Answers the Sharing page's calls in a story as the server would: the profile list, the
 * doctors (a save changes them for the story's life) and the log, paged and filtered.
 * Returns the cleanup that puts the real fetch back.
 */
export function installSharingDemoApi(
  profiles: ProfileListEntry[],
  doctors: SharingRow[],
  accesses: 'some' | 'none' = 'some',
) {
  const realFetch = globalThis.fetch;
  let rows = doctors;
  const log = accesses === 'some' ? demoLog() : [];
  const links = shareLinksDemo(accesses === 'some' ? undefined : []);
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url, window.location.href);
    if (url.pathname === accountEndpoints.profiles) {
      return json({ status: 'success', details: { profiles: profileListOf(profiles) } });
    }
    if (url.pathname === careTeamPaths.sharing && request.method === 'POST') {
      const body = (await request.json()) as UpdateSharingBody;
      rows = rows.map((row) =>
        row.doctor.id === body.doctor_id
          ? {
              ...row,
              profiles: body.profiles,
              expires_on: body.expires_on,
              given_at: body.profiles.length === 0 ? null : new Date().toISOString(),
              first_read_at: null,
            }
          : row,
      );
      const row = rows.find((candidate) => candidate.doctor.id === body.doctor_id);
      return json({ status: 'success', message: 'Sharing updated', data: row });
    }
    if (url.pathname === careTeamPaths.sharing) return json({ status: 'success', data: rows });
    if (url.pathname === careTeamPaths.accessLog) {
      const from = url.searchParams.get('date_from') ?? '';
      const to = url.searchParams.get('date_to') ?? '';
      const page = Number(url.searchParams.get('page') ?? '1');
      const othersOnly = url.searchParams.get('readers') === 'others';
      const kept = log.filter(
        (entry) =>
          (!othersOnly || entry.reader.kind !== 'self') &&
          (from === '' || entry.at.slice(0, 10) >= from) &&
          (to === '' || entry.at.slice(0, 10) <= to),
      );
      const start = (page - 1) * ACCESS_LOG_PAGE_SIZE;
      return json({
        status: 'success',
        data: {
          result: kept.slice(start, start + ACCESS_LOG_PAGE_SIZE),
          page,
          pages: Math.ceil(kept.length / ACCESS_LOG_PAGE_SIZE),
        },
      });
    }
    const linksReply = await links(request, url);
    if (linksReply) return linksReply;
    return json({ status: 'error', message: `No demo reply for ${url.pathname}` }, 404);
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}
