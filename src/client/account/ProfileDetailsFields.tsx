import { FITNESS_TYPES, GENDERS } from '../../shared/api/accountContract';
import { todayIso } from '../../shared/dates/dateRanges';
import { DateField } from '../ui/forms/DateField';
import { applyDigitMask } from '../ui/forms/digitMask';
import { SelectField } from '../ui/forms/SelectField';
import { TextField } from '../ui/forms/TextField';
import type { FormState } from '../ui/forms/useFormState';
import { fieldTexts } from '../ui/forms/fieldTexts';
import { HEIGHT_MASK } from './authConstants';
import { accountFieldTexts } from './formTexts';
import type { ProfileDetailsValues } from './profileDetailsForm';

const genderOptions = GENDERS.map((gender) => ({ value: gender, label: gender }));
const fitnessTypeOptions = FITNESS_TYPES.map((kind) => ({
  value: kind,
  label: accountFieldTexts.fitnessTypes[kind],
}));

export interface ProfileDetailsFieldsProps {
  /** The form these fields are part of: Register's, or Edit Profile's. */
  form: Pick<FormState<ProfileDetailsValues>, 'field' | 'setValue'>;
}

/**
 * The personal-details fields of Register and Edit Profile (docs/product.md#accounts-and-sessions): names, gender,
 * fitness type, height with its mask (one digit, a dot, two digits), mass and date of birth
 * (no future dates). Laid out in rows of two that stack on a phone.
 */
export function ProfileDetailsFields({ form }: ProfileDetailsFieldsProps) {
  return (
    <>
      <div className="auth-form__row">
        <TextField
          label={accountFieldTexts.firstName}
          autoComplete="given-name"
          {...form.field('first_name')}
        />
        <TextField
          label={accountFieldTexts.lastName}
          autoComplete="family-name"
          {...form.field('last_name')}
        />
      </div>
      <div className="auth-form__row">
        <SelectField
          label={accountFieldTexts.gender}
          placeholder={fieldTexts.selectPlaceholder}
          options={genderOptions}
          {...form.field('gender')}
        />
        <SelectField
          label={accountFieldTexts.fitnessType}
          placeholder={fieldTexts.selectPlaceholder}
          options={fitnessTypeOptions}
          {...form.field('fitness_type')}
        />
      </div>
      <div className="auth-form__row">
        <TextField
          label={accountFieldTexts.height}
          hint={accountFieldTexts.heightHint}
          inputMode="decimal"
          placeholder="1.75"
          maxLength={HEIGHT_MASK.length}
          {...form.field('height')}
          onChange={(event) =>
            form.setValue('height', applyDigitMask(event.target.value, HEIGHT_MASK))
          }
        />
        <TextField
          label={accountFieldTexts.mass}
          hint={accountFieldTexts.massHint}
          type="number"
          inputMode="decimal"
          min={1}
          step="0.1"
          {...form.field('mass')}
        />
      </div>
      <DateField
        label={accountFieldTexts.dateOfBirth}
        max={todayIso()}
        autoComplete="bday"
        {...form.field('date_of_birth')}
      />
    </>
  );
}
