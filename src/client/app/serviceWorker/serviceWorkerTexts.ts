/** The notice of a new version of the app (docs/product.md#installing-motus-and-opening-it-offline). */
export const serviceWorkerTexts = {
  newVersionReady: 'A new version is ready —',
  reload: 'Reload',
} as const;
