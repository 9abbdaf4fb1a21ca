// Apart from the reply schemas (readingContract), so the browser reads them without TypeBox.

/** A read's message when the range holds no record (docs/product.md#reading-times-and-date-ranges: the client warns on this text). */
export const NO_DATA_MESSAGE = 'No data available';
export const DATA_FOUND_MESSAGE = 'Data retrieved';
