import { feedbackTexts } from '../feedback/feedbackTexts';

const productName = 'Motus';

/** The words of the layout blocks, and of the frame every page shares. */
export const layoutTexts = {
  productName,
  /** The browser tab's title of a page: the page's own, then the product's. */
  documentTitle: (pageTitle: string) => `${pageTitle} · ${productName}`,
  /** Read after the name of a link that leaves Motus. */
  opensInNewTab: '(opens in a new tab)',
} as const;

/** The words of a list panel: its count, its Display/Hide toggle and its states. */
export const listPanelTexts = {
  display: 'Display',
  hide: 'Hide',
  count: (title: string, count: number) => `${title} (${count})`,
  loadFailed: 'This list could not be loaded.',
  tryAgain: feedbackTexts.checkConnection,
  loading: feedbackTexts.loading,
} as const;
