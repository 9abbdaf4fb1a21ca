import type { SessionUser, UpdateProfileBody } from '../../../shared/api/accountContract';
import { todayIso } from '../../../shared/dates/dateRanges';
import type { FieldErrors } from '../../ui/forms/useFormState';
import {
  passwordProblem,
  toProfileDetails,
  validateProfileDetails,
  type ProfileDetailsValues,
} from '../auth/profileDetailsForm';

/** Edit Profile as typed: the details, and the password that confirms the update (docs/product.md#edit-profile). */
export interface EditProfileValues extends ProfileDetailsValues {
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
    password: '',
  };
}

/** docs/product.md#edit-profile: the details' rules, and the password required and at least 6 characters. */
export function validateEditProfile(
  values: EditProfileValues,
  today: string = todayIso(),
): FieldErrors<EditProfileValues> {
  return { ...validateProfileDetails(values, today), password: passwordProblem(values.password) };
}

export function toUpdateProfileBody(values: EditProfileValues): UpdateProfileBody {
  return { ...toProfileDetails(values), password: values.password };
}
