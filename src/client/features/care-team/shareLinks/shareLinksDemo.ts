import type { CreateShareLinkBody, ShareLinkRow } from '../../../../shared/api/shareLinksContract';
import { yourDataEndpoints } from '../../../../shared/api/yourDataEndpoints';
import type { AnswerToCall, FakeApi } from '../../../test/fakeApi';
import { linkForGp, lockedLink } from './shareLinkExamples';

// A payload of the right shape; its key opens nothing (there is no server behind a story).
const DEMO_LINK =
  'shlink:/eyJ1cmwiOiJodHRwczovL21vdHVzLmV4YW1wbGUvc2hsL2RlbW8iLCJrZXkiOiJkZW1vIiwiZXhwIjoxODAwMDAwMDAwLCJmbGFnIjoiUCIsInYiOjF9';

/**
 * The passcode links API as a story's fake server answers it: a list that a new link or a
 * revoke changes for the story's life.
 */
export function shareLinksDemo(initial: ShareLinkRow[] = [linkForGp, lockedLink]): FakeApi {
  let rows = initial;
  let nextId = 100;
  const revokePath = new RegExp(`^${yourDataEndpoints.revokeShareLink.replace(':id', '(\\d+)')}$`);
  const revoke: AnswerToCall = ({ method, path }) => {
    const revoked = revokePath.exec(path);
    if (!revoked || method !== 'POST') return undefined;
    const id = Number(revoked[1]);
    rows = rows.map((row) =>
      row.id === id ? { ...row, state: 'revoked', revoked_at: new Date().toISOString() } : row,
    );
    return { body: { status: 'success', data: rows.find((row) => row.id === id) } };
  };
  const create: AnswerToCall = ({ body }) => {
    const link = body as CreateShareLinkBody;
    nextId += 1;
    rows = [
      {
        id: nextId,
        label: link.label ?? null,
        profiles: link.profiles,
        date_from: link.date_from,
        date_to: link.date_to,
        expires_on: link.expires_on,
        created_at: new Date().toISOString(),
        revoked_at: null,
        has_passcode: link.passcode !== undefined,
        failed_passcodes: 0,
        state: 'active',
        accesses: [],
      },
      ...rows,
    ];
    return {
      body: {
        status: 'success',
        data: { id: nextId, link: DEMO_LINK, expires_on: link.expires_on },
      },
    };
  };
  return [
    revoke,
    {
      [`POST ${yourDataEndpoints.shareLinks}`]: create,
      [yourDataEndpoints.shareLinks]: () => ({ body: { status: 'success', data: rows } }),
    },
  ];
}
