/** The words of a list panel: its count, its Display/Hide toggle and its states. */
export const listPanelTexts = {
  display: 'Display',
  hide: 'Hide',
  count: (title: string, count: number) => `${title} (${count})`,
  loadFailed: 'This list could not be loaded.',
  tryAgain: 'Check your connection and try again.',
  loading: 'Loading…',
} as const;
