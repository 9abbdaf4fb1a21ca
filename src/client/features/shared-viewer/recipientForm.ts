import type { FieldErrors } from '../../ui/forms/useFormState';
import { sharedViewerTexts } from './sharedViewerTexts';

/** Who opens a passcode link, and the passcode when the link has one. */
export interface RecipientValues {
  name: string;
  passcode: string;
}

export const emptyRecipient: RecipientValues = { name: '', passcode: '' };

/** A name, then the passcode when the link needs one: one thing to fix at a time. */
export function validateRecipient(
  values: RecipientValues,
  needsPasscode: boolean,
): FieldErrors<RecipientValues> {
  if (values.name.trim() === '') return { name: sharedViewerTexts.nameNeeded };
  if (needsPasscode && values.passcode === '') {
    return { passcode: sharedViewerTexts.passcodeNeeded };
  }
  return {};
}
