/**
 * The Add Data dialog's own words (docs/product.md#add-data-and-validation): its buttons as the
 * product names them, and the labels a config's `dialog_labels` may replace. Its validation
 * texts are in engineTexts, beside the engine's other messages.
 */
export const addDataTexts = {
  closeDialog: 'Close dialog',
  dataType: 'Data Type',
  date: 'Date',
  add: 'Add Data',
  /** A yes/no reading before either is chosen. */
  chooseYesOrNo: 'Choose…',
} as const;
