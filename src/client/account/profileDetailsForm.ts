import {
  FITNESS_TYPES,
  GENDERS,
  HEIGHT_PATTERN,
  PASSWORD_MIN_LENGTH,
  type UpdateProfileBody,
} from '../../shared/api/accountContract';
import { isCalendarDate, todayIso } from '../../shared/dates/dateRanges';
import { formTexts, formRuleTexts } from './formTexts';
import type { FieldErrors } from '../ui/forms/useFormState';

/** The personal details both Register and Edit Profile ask for, as typed (all text). */
export interface ProfileDetailsValues extends Record<string, string> {
  first_name: string;
  last_name: string;
  gender: string;
  height: string;
  mass: string;
  date_of_birth: string;
  fitness_type: string;
}

export type ProfileDetails = Omit<UpdateProfileBody, 'password'>;

const heightPattern = new RegExp(HEIGHT_PATTERN);

export function isOneOf<T extends string>(choices: readonly T[], value: string): value is T {
  return (choices as readonly string[]).includes(value);
}

export function requiredText(value: string): string | undefined {
  return value.trim() === '' ? formTexts.required : undefined;
}

/** A password that must be given and long enough (docs/product.md#accounts-and-sessions). */
export function passwordProblem(password: string): string | undefined {
  if (password === '') return formTexts.required;
  return password.length < PASSWORD_MIN_LENGTH ? formTexts.passwordTooShort : undefined;
}

/** The details' rules (docs/product.md#accounts-and-sessions), each message the one given there, if any. */
export function validateProfileDetails(
  values: ProfileDetailsValues,
  today: string = todayIso(),
): FieldErrors<ProfileDetailsValues> {
  const mass = Number(values.mass);
  return {
    first_name: requiredText(values.first_name),
    last_name: requiredText(values.last_name),
    gender: isOneOf(GENDERS, values.gender) ? undefined : formTexts.required,
    height:
      requiredText(values.height) ??
      (heightPattern.test(values.height) ? undefined : formRuleTexts.heightFormat),
    mass:
      requiredText(values.mass) ??
      (Number.isFinite(mass) && mass > 0 ? undefined : formRuleTexts.massPositive),
    date_of_birth: !isCalendarDate(values.date_of_birth)
      ? formTexts.required
      : values.date_of_birth > today
        ? formRuleTexts.dateOfBirthInFuture
        : undefined,
    fitness_type: isOneOf(FITNESS_TYPES, values.fitness_type) ? undefined : formTexts.required,
  };
}

/** The details as the API takes them; call only once validateProfileDetails found nothing. */
export function toProfileDetails(values: ProfileDetailsValues): ProfileDetails {
  if (!isOneOf(GENDERS, values.gender) || !isOneOf(FITNESS_TYPES, values.fitness_type)) {
    throw new Error(
      'toProfileDetails needs a validated form: gender or fitness type is not chosen',
    );
  }
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    gender: values.gender,
    height: values.height,
    mass: Number(values.mass),
    date_of_birth: values.date_of_birth,
    fitness_type: values.fitness_type,
  };
}
