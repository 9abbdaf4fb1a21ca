import type { ProfileDataset } from './datasetSchema';

/**
 * Whether a test's chart holds one number. The lab config says so in words where it does not
 * (its reference note starts "Not a single number" or "No numeric value", in
 * profile-configs/lab.json), and says there what, if anything, the chart holds.
 */
export function holdsOneNumber(dataset: Pick<ProfileDataset, 'reference'>): boolean {
  return !/^(Not a single number|No numeric value)/.test(dataset.reference?.note ?? '');
}
