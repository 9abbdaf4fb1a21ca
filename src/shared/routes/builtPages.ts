/**
 * The HTML of the app's pages, as the build writes it (scripts/vite/pageHtml.ts) into one
 * file of the built client, and the server sends it (src/server/pages/).
 */
export interface BuiltPages {
  /** index.html: the app, which renders whichever page the address names. */
  app: string;
  /**
   * Pages at fixed paths with HTML of their own: the public pages whose first screen is in
   * it, and signed-in pages whose HTML links their code.
   */
  byPath: Record<string, string>;
  /** Every profile page's, with their code linked (their paths are the configs' routes). */
  profilePage: string;
}

/** The file of the built client that holds BuiltPages, as JSON. */
export const BUILT_PAGES_FILE = 'pages.json';

/** On a prerendered page's #root: the path its markup was rendered for. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';
