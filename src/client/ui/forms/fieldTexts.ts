/** The words the form blocks add around a field's own label: Motus's own, in its plain style. */
export const fieldTexts = {
  optional: '(optional)',
  /** A select's empty choice, before anything is chosen. */
  selectPlaceholder: 'Select…',
  /** What the show/hide button of a secret field calls it when the form gives no name. */
  password: 'password',
  showSecret: (secretName: string) => `Show ${secretName}`,
  hideSecret: (secretName: string) => `Hide ${secretName}`,
  noResults: 'No results',
  results: (count: number) => (count === 1 ? '1 result' : `${count} results`),
} as const;
