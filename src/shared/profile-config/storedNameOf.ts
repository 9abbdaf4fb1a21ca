import type { ProfileElement } from './datasetSchema';

/**
 * The name a value is sent, stored and read back under: the element's name, unless the
 * config says it is stored under another (docs/product.md#medical: the form's no_of_events is stored as
 * no_of_concussions).
 */
export function storedNameOf(element: Pick<ProfileElement, 'name' | 'stored_as'>): string {
  return element.stored_as ?? element.name;
}
