import { paths } from './paths';

/**
 * Signed-in pages whose HTML names their own code: index.html with the page's chunks as
 * modulepreload links and its stylesheets linked, written by the build
 * (scripts/vite/linkPageCode.ts) and sent by the server for the page's paths. The browser
 * fetches them as the HTML arrives, where index.html alone asks for them only once the
 * app's entry has run, and the app's own preload of them (Vite's link for each chunk, made
 * one by one by script) finds them already in the document.
 */
export interface PageWithLinkedCode {
  /** The file's name under LINKED_CODE_DIR, without .html. */
  name: string;
  /**
   * The modules the route table loads lazily for the page, from the project's root: each
   * one's chunk and the chunks it imports are linked.
   */
  modules: readonly string[];
}

/** Every profile page (its routes come from profile-configs/): the guard and the page. */
export const profilePageCode: PageWithLinkedCode = {
  name: 'profile',
  modules: [
    'src/client/features/profiles/ProfileRouteGuard.tsx',
    'src/client/features/profiles/ProfileRoutePage.tsx',
  ],
};

/** A page at one path of its own (a profile page's paths come from the configs). */
export interface FixedPageWithLinkedCode extends PageWithLinkedCode {
  path: string;
}

/**
 * Signed-in pages at fixed paths that name their code too: the dashboard, where a signed-in
 * person lands after logging in, and the workout page with its routines and timers (decision
 * 020, last amendment).
 */
export const fixedPagesWithLinkedCode: readonly FixedPageWithLinkedCode[] = [
  {
    name: 'dashboard',
    path: paths.dashboard,
    modules: ['src/client/features/dashboard/DashboardPage.tsx'],
  },
  {
    name: 'workout',
    path: paths.workout,
    modules: ['src/client/features/workout/WorkoutPage.tsx'],
  },
];

export const pagesWithLinkedCode: readonly PageWithLinkedCode[] = [
  profilePageCode,
  ...fixedPagesWithLinkedCode,
];

/**
 * The `<meta name>` these pages' HTML carries, so the app knows at start that the page's
 * chunks are already on their way: it may then run them in steps without costing a round trip
 * per step (main.tsx).
 */
export const LINKED_CODE_META_NAME = 'motus-linked-code';

/** Where the built client keeps these pages' HTML. */
export const LINKED_CODE_DIR = 'linked-code';

/** 'profile' → 'linked-code/profile.html', under the built client's folder. */
export function linkedCodeHtmlFile(name: string): string {
  return `${LINKED_CODE_DIR}/${name}.html`;
}
