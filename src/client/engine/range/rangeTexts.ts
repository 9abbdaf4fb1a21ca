/**
 * The date range's words (docs/product.md#reading-times-and-date-ranges): its buttons as the
 * product names them; the checks of a custom range say what is wrong in Motus's plain style.
 */
export const rangeTexts = {
  quickHeading: 'Select Date Range',
  thisMonth: 'This Month',
  thisYear: 'This Year',
  customHeading: 'Custom range',
  from: 'From',
  to: 'To',
  applyCustom: 'Customize Date Range',
  bothDatesNeeded: 'Choose both a From and a To date.',
  pastToday: 'The range cannot run past today.',
  toBeforeFrom: 'To cannot be before From.',
  /** Under the range: the dates in bold. */
  showing: 'Showing {from} to {to}',
} as const;
