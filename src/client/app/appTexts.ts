/** The shell's own words: its skip link, and the page shown when a page cannot be. */
export const appTexts = {
  skipToMain: 'Skip to main content',
} as const;

/** When a page fails to load or to render (RouteErrorPage): what happened, and the way out. */
export const routeErrorTexts = {
  heading: 'Something went wrong',
  title: 'This page could not be shown',
  message:
    'Something went wrong while opening this page. Reloading usually fixes it; your data is safe.',
  reload: 'Reload the page',
} as const;
