/**
 * Motus's service worker: the app installed opens without a network
 * (docs/product.md#installing-motus-and-opening-it-offline). Each idea is a file beside this one; this file only puts
 * them together: the queue of offline writes, sent by Background Sync, is one import and one call.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { apiPath } from './apiPathPrefixes';
import { buildVersion } from './buildVersion';
import { keepOpenPagesOnInstall } from './keepOpenPages';
import { sendOutboxOnSync } from './outboxSync';
import { deleteOtherBuildsPages, pageCacheName } from './pageCache';
import { routePagesNetworkFirst } from './pagesNetworkFirst';
import { routeFormValidatorsNetworkFirst } from './formValidatorsNetworkFirst';
import './serviceWorkerGlobal';
import { activateWhenAsked } from './workerLifecycle';

// The build's code, styles and pictures (vite.config.ts chooses them). Written out as
// `self.__WB_MANIFEST`, once: the build looks for that text to put the list in its place.
const precacheEntries = (self as unknown as ServiceWorkerGlobalScope).__WB_MANIFEST;
const pages = pageCacheName(buildVersion(precacheEntries));

precacheAndRoute(precacheEntries);
cleanupOutdatedCaches();
routePagesNetworkFirst(pages, apiPath);
routeFormValidatorsNetworkFirst('motus-form-validators');
keepOpenPagesOnInstall(pages, apiPath);
activateWhenAsked(() => deleteOtherBuildsPages(pages));
sendOutboxOnSync();
