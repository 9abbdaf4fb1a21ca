import { describe, expect, it } from 'vitest';
import { acceptLinkWithGrant } from './acceptLinkWithGrant';

function queryOf(link: string) {
  const url = new URL(link, 'http://motus.test');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe("a doctor's invite's accept link", () => {
  it('carries the areas, comma-separated, and the end date only when there is one', () => {
    expect(
      queryOf(
        acceptLinkWithGrant('/v2/user/invites/5/accept/', {
          profiles: ['vitals', 'medical'],
          expires_on: '2026-12-31',
        }),
      ),
    ).toEqual({
      path: '/v2/user/invites/5/accept/',
      query: { profiles: 'vitals,medical', expires_on: '2026-12-31' },
    });
    expect(
      queryOf(
        acceptLinkWithGrant('/v2/user/invites/5/accept/', {
          profiles: ['workout'],
          expires_on: null,
        }),
      ).query,
    ).toEqual({ profiles: 'workout' });
  });

  it('keeps a query the link already had', () => {
    expect(
      queryOf(
        acceptLinkWithGrant('/v2/user/invites/5/accept/?lang=en', {
          profiles: ['pain'],
          expires_on: null,
        }),
      ).query,
    ).toEqual({ lang: 'en', profiles: 'pain' });
  });
});
