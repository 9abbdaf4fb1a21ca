import type { ProfileDataset, ProfileElement, ReferenceInterval } from './datasetSchema';

/**
 * An element's typical interval: its own in a dataset of several values, the dataset's when it
 * is the only one (a laboratory test).
 */
export function elementReference(
  dataset: Pick<ProfileDataset, 'reference' | 'structure'>,
  element: Pick<ProfileElement, 'reference'>,
): ReferenceInterval | undefined {
  if (element.reference !== undefined) return element.reference;
  return dataset.structure.elements.length === 1 ? dataset.reference : undefined;
}
