import type { SessionUser, UpdateProfileBody } from '../../../shared/api/accountContract';
import { todayIso } from '../../../shared/dates/dateRanges';
import { isTimeZoneName } from '../../../shared/dates/timeZones';
import type { FieldErrors } from '../../ui/forms/useFormState';
import { formTexts } from '../../account/formTexts';
import {
  passwordProblem,
  toProfileDetails,
  validateProfileDetails,
  type ProfileDetailsValues,
} from '../../account/profileDetailsForm';

/**
 * Edit Profile as typed: the details, the person's time zone (decision 034), and the password
 * that confirms the update (docs/product.md#edit-profile).
 */
export interface EditProfileValues extends ProfileDetailsValues {
  time_zone: string;
  password: string;
}

/** The form starts from the stored user; the password is never prefilled. */
export function editProfileValuesOf(user: SessionUser): EditProfileValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    gender: user.gender,
    height: user.height,
    mass: String(user.mass),
    date_of_birth: user.date_of_birth,
    fitness_type: user.fitness_type,
    time_zone: user.time_zone,
    password: '',
  };
}

/**
 * docs/product.md#edit-profile: the details' rules, a time zone chosen, and the password
 * required and at least 6 characters.
 */
export function validateEditProfile(
  values: EditProfileValues,
  today: string = todayIso(),
): FieldErrors<EditProfileValues> {
  return {
    ...validateProfileDetails(values, today),
    time_zone: isTimeZoneName(values.time_zone) ? undefined : formTexts.required,
    password: passwordProblem(values.password),
  };
}

export function toUpdateProfileBody(values: EditProfileValues): UpdateProfileBody {
  return { ...toProfileDetails(values), time_zone: values.time_zone, password: values.password };
}
