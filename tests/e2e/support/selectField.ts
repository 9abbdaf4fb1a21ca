import type { Locator } from 'playwright-core';

/**
 * Chooses an option of a SelectField as a person would: from a native select, or, in the
 * searchable combobox a long list gets, by typing its name and clicking it.
 */
export async function chooseOption(field: Locator, label: string): Promise<void> {
  if (await field.evaluate((element) => element.tagName === 'SELECT')) {
    await field.selectOption({ label });
    return;
  }
  await field.click();
  await field.fill(label);
  await field.page().getByRole('option', { name: label, exact: true }).click();
}

/** The label of the option a SelectField shows as chosen, whichever control it is. */
export function chosenLabel(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    element instanceof HTMLSelectElement
      ? (element.selectedOptions[0]?.label ?? '')
      : (element as HTMLInputElement).value,
  );
}
