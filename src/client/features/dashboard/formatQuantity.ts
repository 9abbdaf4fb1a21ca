/**
 * A total in the reader's number format (1,240 or 1.240), with at most one decimal: tiles
 * are read at a glance, and a decimal place more adds nothing there.
 */
export function formatNumber(value: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

/** A total with its unit ("1,240 min", "312.5 km"), or the number alone when unitless. */
export function formatQuantity(value: number, unit: string, locale?: string): string {
  const number = formatNumber(value, locale);
  return unit ? `${number} ${unit}` : number;
}
