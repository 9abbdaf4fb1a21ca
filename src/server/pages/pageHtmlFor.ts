import fs from 'node:fs';
import path from 'node:path';
import type { ProfileConfig } from '../../shared/profile-config/profileConfigSchema';
import {
  fixedPagesWithLinkedCode,
  linkedCodeHtmlFile,
  profilePageCode,
  type PageWithLinkedCode,
} from '../../shared/routes/pagesWithLinkedCode';

/** Every profile page's path: each config's route and its views' ('/labprofile/blood-results'). */
function profilePagePaths(configs: readonly ProfileConfig[]): string[] {
  return configs.flatMap((config) => [
    config.route,
    ...(config.views ?? []).map((view) => view.route),
  ]);
}

/**
 * Which HTML file of the built client the app's page at a path is sent as: a page of
 * pagesWithLinkedCode gets the copy that names its code (a profile page's path comes from the
 * configs), every other page index.html. A page whose file the build lacks (a build from
 * before it) gets index.html too.
 */
export function pageHtmlFor(
  clientDir: string,
  configs: readonly ProfileConfig[],
): (urlPath: string) => string {
  const htmlByPath = new Map<string, string>();
  const link = (page: PageWithLinkedCode, pagePaths: readonly string[]) => {
    const file = linkedCodeHtmlFile(page.name);
    if (!fs.existsSync(path.join(clientDir, file))) return;
    for (const pagePath of pagePaths) htmlByPath.set(pagePath, file);
  };
  link(profilePageCode, profilePagePaths(configs));
  for (const page of fixedPagesWithLinkedCode) link(page, [page.path]);
  return (urlPath) => {
    const pathname = urlPath.split('?')[0] ?? urlPath;
    // With or without a final slash, as the app's router reads it.
    const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return htmlByPath.get(page) ?? 'index.html';
  };
}
