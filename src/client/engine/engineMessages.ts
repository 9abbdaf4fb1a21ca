/**
 * The profile engine's own texts, the same on every profile page. The texts quoted from the
 * specification (001 §5, §8; 002 §8) are kept exactly, including their capitals and marks;
 * the per-profile texts (added, failed) come from each config's `messages`.
 */
export const engineMessages = {
  noDate: 'Please provide a date!',
  notAllFilled: 'Please ensure that all fields have been filled in!',
  noDataFound: 'No data found!',
} as const;

/** Texts the specification does not give, for states it implies; written in the same plain style. */
export const engineStateMessages = {
  emptyChart: 'No readings in this range yet — add one with the + button',
  chartLoading: 'Loading your readings…',
  chartFailed: 'We could not load these readings',
  chartFailedHint: 'Check your connection and try again.',
  retry: 'Try again',
  fieldRequired: 'This field is required',
  wholeNumber: 'Enter a whole number',
  twoDecimals: 'Use at most two decimal places',
  notANumber: 'Enter a number',
} as const;
