import { type RegisterBody } from '../../shared/api/accountContract';
import { isEmailAddress } from '../../shared/api/emailAddress';
import { todayIso } from '../../shared/dates/dateRanges';
import { formTexts } from './formTexts';
import type { FieldErrors } from '../ui/forms/useFormState';
import { validateNewPassword } from './passwordResetForm';
import {
  requiredText,
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

/** Register's rules (docs/product.md#accounts-and-sessions), each field's message the one given there, if any. */
export function validateRegistration(
  values: RegisterValues,
  today: string = todayIso(),
): FieldErrors<RegisterValues> {
  return {
    email:
      requiredText(values.email) ??
      (isEmailAddress(values.email.trim()) ? undefined : formTexts.emailNotValid),
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
