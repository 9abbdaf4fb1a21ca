import { describe, expect, it } from 'vitest';
import type { BuiltPages } from '../../shared/routes/builtPages';
import type { ProfileConfig } from '../../shared/profile-config/profileConfigSchema';
import { pageRepliesFor } from './pageReplies';

const pages: BuiltPages = {
  app: '<div id="root"></div>',
  profilePage: '<link rel="modulepreload" href="/assets/ProfileRoutePage-1.js">',
  byPath: {
    '/login': '<div id="root"><form></form></div>',
    '/dashboard': '<link rel="modulepreload" href="/assets/DashboardPage-1.js">',
  },
};

// Only the routes matter here; as loaded, a view is a page of its own after its profile.
const configs = [
  { route: '/vitalsprofile' },
  { route: '/labprofile', views: [{ route: '/labprofile/blood-results' }] },
  { route: '/labprofile/blood-results' },
] as unknown as ProfileConfig[];

describe('pageRepliesFor', () => {
  const htmlFor = (urlPath: string) =>
    pageRepliesFor(pages, configs)(urlPath).body.toString('utf8');

  it("sends a profile page's path, and its views', the profile page's HTML", () => {
    for (const page of [
      '/vitalsprofile',
      '/vitalsprofile/?range=month',
      '/labprofile/blood-results',
    ]) {
      expect(htmlFor(page), page).toBe(pages.profilePage);
    }
  });

  it('sends a page with HTML of its own that HTML, with or without a final slash or a query', () => {
    expect(htmlFor('/login?from=mail')).toBe(pages.byPath['/login']);
    expect(htmlFor('/dashboard/')).toBe(pages.byPath['/dashboard']);
  });

  it('sends every other page index.html', () => {
    for (const page of ['/', '/profile', '/register', '/vitalsprofile/other', '/nosuchprofile']) {
      expect(htmlFor(page), page).toBe(pages.app);
    }
  });

  it('tags each page by its bytes, so a new build is fetched again', () => {
    const replyFor = pageRepliesFor(pages, configs);
    expect(replyFor('/login').etag).not.toBe(replyFor('/dashboard').etag);
    expect(replyFor('/vitalsprofile').etag).toBe(replyFor('/labprofile').etag);
  });
});
