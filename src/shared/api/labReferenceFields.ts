// Apart from the reply schemas (readingContract), so the browser reads them without TypeBox.

/**
 * Where an imported lab result keeps the reference interval the laboratory reported with it:
 * for that reading it wins over the config's typical interval. Reserved names in a record.
 */
export const LAB_REFERENCE_FIELDS = { low: 'reference_low', high: 'reference_high' } as const;
