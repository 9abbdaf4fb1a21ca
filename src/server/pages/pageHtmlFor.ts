import fs from 'node:fs';
import path from 'node:path';
import type { ProfileConfig } from '../../shared/profile-config/profileConfigSchema';
import { linkedCodeHtmlFile, profilePageCode } from '../../shared/routes/pagesWithLinkedCode';

/** Every profile page's path: each config's route and its views' ('/labprofile/blood-results'). */
function profilePagePaths(configs: readonly ProfileConfig[]): Set<string> {
  return new Set(
    configs.flatMap((config) => [config.route, ...(config.views ?? []).map((view) => view.route)]),
  );
}

/**
 * Which HTML file of the built client the app's page at a path is sent as: a profile page's
 * names its code (pagesWithLinkedCode), every other page is index.html. Without that file (a
 * build from before it) profile pages are index.html too.
 */
export function pageHtmlFor(
  clientDir: string,
  configs: readonly ProfileConfig[],
): (urlPath: string) => string {
  const profileHtml = linkedCodeHtmlFile(profilePageCode.name);
  if (!fs.existsSync(path.join(clientDir, profileHtml))) return () => 'index.html';
  const profilePaths = profilePagePaths(configs);
  return (urlPath) => {
    const pathname = urlPath.split('?')[0] ?? urlPath;
    // With or without a final slash, as the app's router reads it.
    const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return profilePaths.has(page) ? profileHtml : 'index.html';
  };
}
