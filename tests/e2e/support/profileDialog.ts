import type { Page } from 'playwright-core';
import type { ProfileConfig } from '../../../src/shared/profile-config/profileConfigSchema';
import type {
  ProfileDataset,
  ProfileElement,
} from '../../../src/shared/profile-config/datasetSchema';
import { chooseOption } from './selectField';

/** A plausible value inside the element's limits, the same on every run. */
export function sampleValue(element: ProfileElement): number {
  const low = element.minimum ?? 0;
  const high = element.maximum ?? low + 100;
  const value = low + (high - low) * 0.37;
  return element.value_type === 'integer' ? Math.round(value) : Math.round(value * 100) / 100;
}

/** The label the Add Data dialog gives an element: its ui_name with the unit beside it. */
export function fieldLabel(element: ProfileElement): string {
  return element.unit ? `${element.ui_name} (${element.unit})` : element.ui_name;
}

/** Opens the profile's Add Data dialog, fills one reading of the dataset and adds it. */
export async function addReadingThroughDialog(
  page: Page,
  config: ProfileConfig,
  dataset: ProfileDataset,
  day: string,
  values: Record<string, number>,
): Promise<void> {
  await page.getByRole('button', { name: config.add_button_label }).click();
  const dialog = page.locator('dialog[open]');
  await dialog.getByRole('heading', { name: config.dialog_title }).waitFor();
  await chooseOption(
    dialog.getByRole('combobox', { name: 'Data Type', exact: true }),
    dataset.name,
  );
  await dialog.getByLabel('Date', { exact: true }).fill(day);
  for (const element of dataset.structure.elements) {
    await dialog
      .getByLabel(fieldLabel(element), { exact: true })
      .fill(String(values[element.name]));
  }
  await dialog.getByRole('button', { name: 'Add Data' }).click();
}

/** Waits until the open Add Data dialog shows its form: its validator has arrived (decision 017). */
export async function addDataReady(page: Page): Promise<void> {
  await page
    .locator('dialog[open]')
    .locator('button:enabled', { hasText: /^Add Data$/ })
    .waitFor();
}
