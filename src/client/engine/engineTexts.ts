import { feedbackTexts } from '../ui/feedback/feedbackTexts';

/**
 * The profile engine's own texts, the same on every profile page. The texts quoted from
 * docs/product.md#add-data-and-validation are kept exactly, including their capitals and marks;
 * the per-profile texts (added, failed) come from each config's `messages`.
 */
export const engineTexts = {
  noDate: 'Please provide a date!',
  notAllFilled: 'Please ensure that all fields have been filled in!',
  noDataFound: 'No data found!',
  // The pin gate and the pin-gated add dialog (docs/product.md#secure-pin), the same on every gated profile;
  // its success text is the profile's messages.retrieved.
  noPinTitle: 'No Security Pin',
  noPinText:
    "You don't currently have a secure pin, please go to the profile section to generate one",
  enterPinTitle: 'Enter Security Pin',
  noDataAvailable: 'No data availible!',
  pinDenied: 'Security Pin Denied!',
  somethingWentWrong: 'Something went wrong!',
  pinResetSent: 'Success, Please Check email!',
  noPin: 'Please provide your security pin!',
} as const;

/** Texts docs/product.md does not give, for states it implies; written in the same plain style. */
export const engineStateTexts = {
  emptyChart: 'No readings in this range yet — add one with the + button',
  emptyTable: 'No records in this range — add one with the + button, or choose a wider range',
  // A patient's page in their doctor's view has no + button.
  emptyReadOnly: 'Nothing recorded in this range — choose a wider range',
  /** Whose records: "your" for the person, "Amara Okafor's" in their doctor's view. */
  tableLoading: (whose: string) => `Loading ${whose} records…`,
  tableFailed: 'We could not load these records',
  pinChecking: 'Checking your secure pin…',
  pinCheckFailed: 'We could not check whether you have a secure pin',
  pinFieldLabel: 'Security Pin',
  pinHint: 'The 6-digit pin we emailed you.',
  idNumberHint: 'Your security code: the secure pin we emailed you.',
  backToDashboard: 'Back to dashboard',
  cancel: 'Cancel',
  chartLoading: (whose: string) => `Loading ${whose} readings…`,
  chartFailed: 'We could not load these readings',
  chartFailedHint: feedbackTexts.checkConnection,
  factsLoading: 'Loading the notes on this test…',
  // Said alike to the person and to their doctor: the laboratory is the one that ran the test.
  typicalRangesCaveat:
    "Typical ranges are for display, not diagnosis: the laboratory's own range wins where a result carries one.",
  factsFailed: 'We could not load the notes on this test',
  formLoading: 'Loading the form…',
  formFailed: 'We could not load this form',
  formOutdated: 'Motus has changed since this page was opened',
  formOutdatedHint: 'Reload the page to add data; what you typed here is not kept.',
  formBroken: 'We could not check this form',
  formBrokenHint:
    'Nothing was sent. Reload the page to add data; if this happens again, please let us know.',
  reloadPage: 'Reload page',
  fieldRequired: 'This field is required',
  oneLineText: 'Write it on one line, without tabs or line breaks',
  wholeNumber: 'Enter a whole number',
  twoDecimals: 'Use at most two decimal places',
  notANumber: 'Enter a number',
  valueFromTo: (minimum: number, maximum: number) => `Enter a value from ${minimum} to ${maximum}`,
  valueAtLeast: (minimum: number) => `Enter a value of at least ${minimum}`,
  valueAtMost: (maximum: number) => `Enter a value of at most ${maximum}`,
  chooseYesOrNo: 'Choose Yes or No',
  enterADate: 'Enter a date',
  // A yes/no value, stored as 1 and 0 (docs/product.md#add-data-and-validation), as a person reads it.
  yes: 'Yes',
  no: 'No',
  // Above a long tab row (ProfileTabs), a search of its tabs.
  goToTab: 'Go to test',
} as const;

/**
 * Whose data the engine's own texts speak of: "your" to the person, the patient's name in
 * their doctor's view, so a doctor never reads the patient's words as their own.
 */
export function whoseData(subjectName: string | undefined): string {
  return subjectName === undefined ? 'your' : `${subjectName}'s`;
}
