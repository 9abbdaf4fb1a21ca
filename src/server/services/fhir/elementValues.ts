import type { Quantity } from 'fhir/r4';
import { isCalendarDate, latestTodayOnEarth } from '../../../shared/dates/dateRanges';
import {
  DECIMAL_STEP,
  ONE_LINE_TEXT_PATTERN,
  READING_VALUE_LIMIT,
  TEXT_MAX_LENGTH,
} from '../../../shared/profile-config/datasetToJsonSchema';
import type { ProfileElement } from '../../../shared/profile-config/datasetSchema';
import { UCUM_SYSTEM } from './fhirSystems';

/** The write schema's own rule for a text: one line. */
const ONE_LINE_TEXT = new RegExp(ONE_LINE_TEXT_PATTERN);

/** `outside`: the value, in the element's unit, that its limits refuse. */
export type ElementValue = { value: number | string } | { reason: string; outside?: number };

export const isNumericElement = (element: ProfileElement) =>
  element.value_type === 'integer' || element.value_type === 'decimal';

/** The value as a FHIR Quantity: the config's unit as text, the UCUM code where it has one. */
export function quantityOf(element: ProfileElement, value: number): Quantity {
  return {
    value,
    ...(element.unit === '' ? {} : { unit: element.unit }),
    ...(element.ucum === undefined ? {} : { system: UCUM_SYSTEM, code: element.ucum }),
  };
}

/** Decimal values step by 0.01 (docs/product.md#add-data-and-validation): a converted value is rounded to that. */
const roundToStep = (value: number) => Math.round(value / DECIMAL_STEP) * DECIMAL_STEP;

/** The factor of another UCUM unit into an element's own, where its dataset takes it. */
export type ImportFactor = (ucum: string) => number | undefined;

const noImportFactor: ImportFactor = () => undefined;

/**
 * How a quantity's unit relates to the element's: the factor into the element's unit, or
 * undefined when it is another unit. `importFactor` gives the dataset's partner units for its
 * one element.
 */
export function unitFactorOf(
  element: ProfileElement,
  quantity: Quantity,
  importFactor: ImportFactor = noImportFactor,
): number | undefined {
  const code = quantity.code;
  if (code !== undefined && (quantity.system === undefined || quantity.system === UCUM_SYSTEM)) {
    if (code === element.ucum) return 1;
    return importFactor(code);
  }
  // No coded unit: only an element without a UCUM code may take it, by the same text.
  if (element.ucum !== undefined) return undefined;
  return (quantity.unit ?? '') === element.unit ? 1 : undefined;
}

/** A number for this element, checked as a write would check it (kind, step, limits). */
export function checkedNumber(element: ProfileElement, raw: number): ElementValue {
  if (!Number.isFinite(raw)) return { reason: `${element.ui_name} is not a number` };
  let value = raw;
  if (element.value_type === 'integer' && !Number.isInteger(value)) {
    return { reason: `${element.ui_name} must be a whole number, not ${raw}` };
  }
  if (element.value_type === 'decimal') value = Number(roundToStep(value).toFixed(2));
  const minimum = element.minimum ?? -READING_VALUE_LIMIT;
  const maximum = element.maximum ?? READING_VALUE_LIMIT;
  if (value < minimum || value > maximum) {
    const unit = element.unit === '' ? '' : ` ${element.unit}`;
    return {
      reason: `${element.ui_name} ${value}${unit} is outside ${minimum} to ${maximum}`,
      outside: value,
    };
  }
  return { value };
}

/** A text for this element: one line, not empty, not too long (as the write schema says). */
export function checkedText(element: ProfileElement, raw: string): ElementValue {
  if (raw.length === 0) return { reason: `${element.ui_name} is empty` };
  if (raw.length > TEXT_MAX_LENGTH) {
    return { reason: `${element.ui_name} is longer than ${TEXT_MAX_LENGTH} characters` };
  }
  if (!ONE_LINE_TEXT.test(raw)) {
    return { reason: `${element.ui_name} holds a tab, line break or control character` };
  }
  return { value: raw };
}

/** A calendar day for this element, not in the future (docs/product.md#add-data-and-validation). */
export function checkedDay(element: ProfileElement, raw: string): ElementValue {
  const day = raw.slice(0, 10);
  if (!isCalendarDate(day) || (raw.length > 10 && raw[10] !== 'T')) {
    return { reason: `${element.ui_name} is not a date as yyyy-MM-dd` };
  }
  if (day > latestTodayOnEarth()) return { reason: `${element.ui_name} is in the future` };
  return { value: day };
}

/** Yes/No is stored as 1/0 (docs/product.md#add-data-and-validation). */
export const storedBoolean = (value: boolean): number => (value ? 1 : 0);
