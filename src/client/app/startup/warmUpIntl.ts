/**
 * Starts the browser's Intl (ICU) library, which its first Intl object pays for once per page:
 * 15–35 ms on a desktop, four times that on a phone. Every signed-in page reads dates in the
 * person's time zone (luxon asks Intl for it), so the cost is certain; paid here, in a moment
 * the page waits for its code and data, it is not added to the render that first shows a date.
 */
export function warmUpIntl(): void {
  Intl.DateTimeFormat().resolvedOptions();
}
