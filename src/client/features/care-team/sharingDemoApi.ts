import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import type { SharingRow, UpdateSharingBody } from '../../../shared/api/careTeamContract';
import { ACCESS_LOG_PAGE_SIZE, careTeamPaths } from '../../../shared/api/careTeamParameters';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { profileListOf } from '../../../shared/api/profileListEntries';
import type { AccessLogRow } from '../../../shared/api/careTeamContract';
import { installFakeApi, type AnswerToCall } from '../../test/fakeApi';
import { doctorRead, ownRead, partnerImport } from './sharingExamples';
import { shareLinksDemo } from './shareLinks/shareLinksDemo';

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
  let rows = doctors;
  const log = accesses === 'some' ? demoLog() : [];
  const saveSharing: AnswerToCall = ({ body }) => {
    const change = body as UpdateSharingBody;
    rows = rows.map((row) =>
      row.doctor.id === change.doctor_id
        ? {
            ...row,
            profiles: change.profiles,
            expires_on: change.expires_on,
            given_at: change.profiles.length === 0 ? null : new Date().toISOString(),
            first_read_at: null,
          }
        : row,
    );
    const row = rows.find((candidate) => candidate.doctor.id === change.doctor_id);
    return { body: { status: 'success', message: 'Sharing updated', data: row } };
  };
  const accessLogPage: AnswerToCall = ({ query }) => {
    const from = query.date_from ?? '';
    const to = query.date_to ?? '';
    const page = Number(query.page ?? '1');
    const othersOnly = query.readers === 'others';
    const kept = log.filter(
      (entry) =>
        (!othersOnly || entry.reader.kind !== 'self') &&
        (from === '' || entry.at.slice(0, 10) >= from) &&
        (to === '' || entry.at.slice(0, 10) <= to),
    );
    const start = (page - 1) * ACCESS_LOG_PAGE_SIZE;
    return {
      body: {
        status: 'success',
        data: {
          result: kept.slice(start, start + ACCESS_LOG_PAGE_SIZE),
          page,
          pages: Math.ceil(kept.length / ACCESS_LOG_PAGE_SIZE),
        },
      },
    };
  };
  return installFakeApi([
    {
      [accountEndpoints.profiles]: {
        body: { status: 'success', details: { profiles: profileListOf(profiles) } },
      },
      [`POST ${careTeamPaths.sharing}`]: saveSharing,
      [careTeamPaths.sharing]: () => ({ body: { status: 'success', data: rows } }),
      [careTeamPaths.accessLog]: accessLogPage,
    },
    shareLinksDemo(accesses === 'some' ? undefined : []),
    ({ path }) => ({
      status: 404,
      body: { status: 'error', message: `No demo reply for ${path}` },
    }),
  ]);
}
