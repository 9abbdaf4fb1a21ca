import { type RegisterBody } from '../../shared/api/accountContract';
import { emailAddressProblem } from '../../shared/api/emailAddress';
import { todayIso } from '../../shared/dates/dateRanges';
import { formTexts } from './formTexts';
import type { FieldErrors } from '../ui/forms/useFormState';
import { validateNewPassword } from './passwordResetForm';
import {
  toProfileDetails,
  validateProfileDetails,
  type ProfileDetailsValues,
} from './profileDetailsForm';

/** The register form as typed: every value is text until it is sent. */
export interface RegisterValues extends ProfileDetailsValues {
  email: string;
  password: string;
  confirmPassword: string;
}

export const emptyRegistration: RegisterValues = {
  email: '',
  first_name: '',
  last_name: '',
  gender: '',
  height: '',
  mass: '',
  date_of_birth: '',
  fitness_type: '',
  password: '',
  confirmPassword: '',
};

const EMAIL_MESSAGES = { missing: formTexts.required, invalid: formTexts.emailNotValid } as const;

/** The message of an account's email field as typed (Register's, an invited clinician's), if any. */
export function accountEmailError(typed: string): string | undefined {
  const problem = emailAddressProblem(typed);
  return problem && EMAIL_MESSAGES[problem];
}

/** Register's rules (docs/product.md#accounts-and-sessions), each field's message the one given there, if any. */
export function validateRegistration(
  values: RegisterValues,
  today: string = todayIso(),
): FieldErrors<RegisterValues> {
  return {
    email: accountEmailError(values.email),
    ...validateProfileDetails(values, today),
    ...validateNewPassword(values),
  };
}

/**
 * The create-user payload (docs/product.md#accounts-and-sessions); call only once
 * validateRegistration found nothing. `timeZone`: the browser's own, not asked for (decision
 * 033; Edit Profile changes it); without one the server's stands in.
 */
export function toRegisterBody(values: RegisterValues, timeZone: string | undefined): RegisterBody {
  return {
    email: values.email.trim(),
    ...toProfileDetails(values),
    ...(timeZone === undefined ? {} : { time_zone: timeZone }),
    password: values.password,
  };
}
