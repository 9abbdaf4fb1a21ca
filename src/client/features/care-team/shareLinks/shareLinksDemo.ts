import type { CreateShareLinkBody, ShareLinkRow } from '../../../../shared/api/shareLinksContract';
import { yourDataEndpoints } from '../../../../shared/api/yourDataEndpoints';
import { linkForGp, lockedLink } from './shareLinkExamples';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

// A payload of the right shape; its key opens nothing (there is no server behind a story).
const DEMO_LINK =
  'shlink:/eyJ1cmwiOiJodHRwczovL21vdHVzLmV4YW1wbGUvc2hsL2RlbW8iLCJrZXkiOiJkZW1vIiwiZXhwIjoxODAwMDAwMDAwLCJmbGFnIjoiUCIsInYiOjF9';

/**
 * The passcode links API as a story's fake server answers it: a list that a new link or a
 * revoke changes for the story's life.
 */
export function shareLinksDemo(initial: ShareLinkRow[] = [linkForGp, lockedLink]) {
  let rows = initial;
  let nextId = 100;
  const revokePath = new RegExp(`^${yourDataEndpoints.revokeShareLink.replace(':id', '(\\d+)')}$`);
  return async (request: Request, url: URL): Promise<Response | undefined> => {
    const revoke = revokePath.exec(url.pathname);
    if (revoke && request.method === 'POST') {
      const id = Number(revoke[1]);
      rows = rows.map((row) =>
        row.id === id ? { ...row, state: 'revoked', revoked_at: new Date().toISOString() } : row,
      );
      return json({ status: 'success', data: rows.find((row) => row.id === id) });
    }
    if (url.pathname !== yourDataEndpoints.shareLinks) return undefined;
    if (request.method === 'POST') {
      const body = (await request.json()) as CreateShareLinkBody;
      nextId += 1;
      rows = [
        {
          id: nextId,
          label: body.label ?? null,
          profiles: body.profiles,
          date_from: body.date_from,
          date_to: body.date_to,
          expires_on: body.expires_on,
          created_at: new Date().toISOString(),
          revoked_at: null,
          has_passcode: body.passcode !== undefined,
          failed_passcodes: 0,
          state: 'active',
          accesses: [],
        },
        ...rows,
      ];
      return json({
        status: 'success',
        data: { id: nextId, link: DEMO_LINK, expires_on: body.expires_on },
      });
    }
    return json({ status: 'success', data: rows });
  };
}
