/** The words of the shell's page loads. */
export const routingTexts = {
  /** Names the progress bar shown while a page's code is fetched. */
  loadingPage: 'Loading page',
} as const;
