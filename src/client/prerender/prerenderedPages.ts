import { paths } from '../../shared/routes/paths';

/** A page whose first screen is rendered at build time into the HTML the server sends. */
export interface PrerenderedPage {
  path: string;
  /**
   * The page's module (the one the route table loads lazily), from the project's root: its
   * chunk's stylesheets and scripts are linked from the page's HTML, so the first screen is
   * styled before any JavaScript runs.
   */
  module: string;
}

/**
 * The pages a visitor opens signed out, whose first screen is the same for everyone at any
 * time. Not /register: its date of birth may not lie after today, a date the build cannot know.
 */
export const prerenderedPages: readonly PrerenderedPage[] = [
  { path: paths.login, module: 'src/client/features/auth/LoginPage.tsx' },
  { path: paths.forgotPassword, module: 'src/client/features/auth/ForgotPasswordPage.tsx' },
  { path: paths.termsAndConditions, module: 'src/client/features/pages/TermsPage.tsx' },
];
