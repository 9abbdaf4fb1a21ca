/**
 * Formatters by locale, made once: a dashboard draws a number for every month of every field
 * (a tile's bars have a tooltip each), and making a formatter costs far more than using one.
 */
const numberFormats = new Map<string | undefined, Intl.NumberFormat>();

function numberFormat(locale: string | undefined): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    numberFormats.set(locale, format);
  }
  return format;
}

/**
 * A total in the reader's number format (1,240 or 1.240), with at most one decimal: tiles
 * are read at a glance, and a decimal place more adds nothing there.
 */
export function formatNumber(value: number, locale?: string): string {
  return numberFormat(locale).format(value);
}

/** A total with its unit ("1,240 min", "312.5 km"), or the number alone when unitless. */
export function formatQuantity(value: number, unit: string, locale?: string): string {
  const number = formatNumber(value, locale);
  return unit ? `${number} ${unit}` : number;
}
