import { paths } from '../../shared/routes/paths';

/**
 * A page the build writes HTML of its own for (scripts/vite/pageHtml.ts); every other page is
 * index.html.
 */
export interface PageWithOwnHtml {
  /**
   * The modules the route table loads lazily for the page, from the project's root: their
   * chunks are preloaded by the page's HTML and their stylesheets come with it, so the browser
   * fetches them alongside the app's entry rather than once it has run.
   */
  modules: readonly string[];
  /**
   * Whether its first screen is rendered into its HTML for a signed-out visitor. Only for a
   * page the same for every visitor at any time: not /register, whose date of birth may not
   * lie after today, a date the build cannot know.
   */
  prerendered?: boolean;
}

/** Every profile page (the server sends it for each route and view of the configs). */
export const profilePage: PageWithOwnHtml = {
  modules: [
    'src/client/features/profiles/ProfileRouteGuard.tsx',
    'src/client/features/profiles/ProfileRoutePage.tsx',
  ],
};

/** The public pages a visitor opens signed out, and where a signed-in person lands or trains. */
export const pagesAtPaths: Readonly<Record<string, PageWithOwnHtml>> = {
  [paths.login]: { modules: ['src/client/features/auth/LoginPage.tsx'], prerendered: true },
  [paths.forgotPassword]: {
    modules: ['src/client/features/auth/ForgotPasswordPage.tsx'],
    prerendered: true,
  },
  [paths.termsAndConditions]: {
    modules: ['src/client/features/pages/TermsPage.tsx'],
    prerendered: true,
  },
  [paths.dashboard]: { modules: ['src/client/app/dashboard/DashboardRoute.tsx'] },
  [paths.workout]: { modules: ['src/client/features/workout/WorkoutPage.tsx'] },
};
