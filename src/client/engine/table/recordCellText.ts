import type { ProfileElement } from '../../../shared/profile-config/datasetSchema';
import { engineStateTexts } from '../engineTexts';
import { formatReadingNumber } from '../format/readingNumber';

/**
 * A record's value as a table cell shows it: Yes or No for a boolean (stored as 1 and 0,
 * docs/product.md#medical), a number with at most two decimals, a date or a text as it was entered.
 */
export function recordCellText(
  element: Pick<ProfileElement, 'value_type'>,
  value: number | string | undefined,
): string {
  if (value === undefined || value === '') return '';
  switch (element.value_type) {
    case 'boolean':
      return Number(value) === 1
        ? engineStateTexts.yes
        : Number(value) === 0
          ? engineStateTexts.no
          : String(value);
    case 'integer':
    case 'decimal': {
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? formatReadingNumber(number) : String(value);
    }
    case 'date':
    case 'text':
      return String(value);
  }
}
