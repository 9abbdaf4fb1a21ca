/** What starts ICU: the first date format (with the time zone) and the first number format. */
export function startIntl(): void {
  Intl.DateTimeFormat().resolvedOptions();
  (0).toLocaleString();
}
