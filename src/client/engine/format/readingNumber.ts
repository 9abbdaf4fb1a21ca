let numberFormat: Intl.NumberFormat | undefined;

/**
 * A reading's number as tables show it: at most two decimals, in the browser's locale. The
 * formatter is made on first use, not when the module loads: the browser's first Intl object
 * starts its ICU library (a long task on a phone, decision 021), which a page's
 * module loading should not pay for a table still folded away.
 */
export function formatReadingNumber(value: number): string {
  numberFormat ??= new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
  return numberFormat.format(value);
}
