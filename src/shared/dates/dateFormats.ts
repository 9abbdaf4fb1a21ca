/** Displayed and transmitted date formats (docs/product.md#every-screen), as luxon tokens. */
export const DATE_FORMAT = 'yyyy-MM-dd';
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm';
