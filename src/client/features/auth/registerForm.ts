import {
  FITNESS_TYPES,
  GENDERS,
  HEIGHT_PATTERN,
  SIMPLE_EMAIL_PATTERN,
  type RegisterBody,
} from '../../../shared/api/accountContract';
import { isCalendarDate, todayIso } from '../../../shared/dates/dateRanges';
import { formMessages, formRuleMessages } from '../../../shared/messages/formMessages';
import type { FieldErrors } from '../../ui/forms/useFormState';
import { validateNewPassword } from './passwordResetForm';

/** The register form as typed: every value is text until it is sent. */
export interface RegisterValues extends Record<string, string> {
  email: string;
  first_name: string;
  last_name: string;
  gender: string;
  height: string;
  mass: string;
  date_of_birth: string;
  fitness_type: string;
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

const emailPattern = new RegExp(SIMPLE_EMAIL_PATTERN);
const heightPattern = new RegExp(HEIGHT_PATTERN);

function isOneOf<T extends string>(choices: readonly T[], value: string): value is T {
  return (choices as readonly string[]).includes(value);
}

function requiredText(value: string): string | undefined {
  return value.trim() === '' ? formMessages.required : undefined;
}

/** Register's rules (000 §5), each field's message the specification's where it gives one. */
export function validateRegistration(
  values: RegisterValues,
  today: string = todayIso(),
): FieldErrors<RegisterValues> {
  const mass = Number(values.mass);
  return {
    email:
      requiredText(values.email) ??
      (emailPattern.test(values.email.trim()) ? undefined : formMessages.emailNotValid),
    first_name: requiredText(values.first_name),
    last_name: requiredText(values.last_name),
    gender: isOneOf(GENDERS, values.gender) ? undefined : formMessages.required,
    height:
      requiredText(values.height) ??
      (heightPattern.test(values.height) ? undefined : formRuleMessages.heightFormat),
    mass:
      requiredText(values.mass) ??
      (Number.isFinite(mass) && mass > 0 ? undefined : formRuleMessages.massPositive),
    date_of_birth: !isCalendarDate(values.date_of_birth)
      ? formMessages.required
      : values.date_of_birth > today
        ? formRuleMessages.dateOfBirthInFuture
        : undefined,
    fitness_type: isOneOf(FITNESS_TYPES, values.fitness_type) ? undefined : formMessages.required,
    ...validateNewPassword(values),
  };
}

/** The create-user payload (000 §3); call only once validateRegistration found nothing. */
export function toRegisterBody(values: RegisterValues): RegisterBody {
  if (!isOneOf(GENDERS, values.gender) || !isOneOf(FITNESS_TYPES, values.fitness_type)) {
    throw new Error('toRegisterBody needs a validated form: gender or fitness type is not chosen');
  }
  return {
    email: values.email.trim(),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    gender: values.gender,
    height: values.height,
    mass: Number(values.mass),
    date_of_birth: values.date_of_birth,
    fitness_type: values.fitness_type,
    password: values.password,
  };
}
