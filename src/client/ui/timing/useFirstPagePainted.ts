import { afterNextPaint } from './afterNextPaint';
import { pageLoadMoment } from './pageLoadMoment';

/**
 * False until the browser has painted once after the caller first mounted, and true from then
 * on for every caller: a page load's first screen is painted before the page's reads start.
 * React runs effects before the browser paints, and starting a page's queries (dispatches,
 * store updates, re-renders, `fetch`) held its header off the screen for about 40 ms on a slow
 * phone. Later pages and tabs start theirs at once: the app is on screen by then.
 */
export const useFirstPagePainted = pageLoadMoment(afterNextPaint);
