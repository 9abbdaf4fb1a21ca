import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BuiltPages } from '../../shared/routes/builtPages';
import type { ProfileConfig } from '../../shared/profile-config/profileConfigSchema';
import {
  prepareText,
  sendRevalidated,
  type PreparedReply,
} from '../services/caching/preparedReply';
import { REVALIDATED_CACHE_CONTROL } from './clientCacheControl';

const preparePage = (html: string) => prepareText(html, 'text/html; charset=utf-8');

/**
 * Which page the app's address is sent as: a page the build wrote its own HTML for (a profile
 * page's paths come from the configs), else index.html, from which the app renders whichever
 * page the address names. Each made once, gzip and tag included.
 */
export function pageRepliesFor(
  pages: BuiltPages,
  configs: readonly ProfileConfig[],
): (urlPath: string) => PreparedReply {
  const app = preparePage(pages.app);
  const profilePage = preparePage(pages.profilePage);
  const byPath = new Map<string, PreparedReply>();
  // The loaded configs hold each view as a page of its own (withProfileViews).
  for (const { route } of configs) byPath.set(route, profilePage);
  for (const [pagePath, html] of Object.entries(pages.byPath)) {
    byPath.set(pagePath, preparePage(html));
  }
  return (urlPath) => {
    const pathname = urlPath.split('?')[0] ?? urlPath;
    // With or without a final slash, as the app's router reads it.
    const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return byPath.get(page) ?? app;
  };
}

/** Sends a page, asked about again before each use: a page names the chunks of one build. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: PreparedReply) {
  return sendRevalidated(request, reply, page, REVALIDATED_CACHE_CONTROL);
}
