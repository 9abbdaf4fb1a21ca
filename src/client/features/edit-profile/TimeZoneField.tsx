import { useMemo } from 'react';
import { SelectField } from '../../ui/forms/SelectField';
import type { SelectFieldProps } from '../../ui/forms/selectFieldProps';
import { fieldTexts } from '../../ui/forms/fieldTexts';
import { editProfilePageTexts, editProfileStateTexts } from './editProfileTexts';
import { timeZoneOptions } from './timeZoneOptions';

type TimeZoneFieldProps = Omit<SelectFieldProps, 'label' | 'options' | 'hint'>;

/**
 * The person's time zone (decision 034): a searchable list of the IANA zones, showing the one
 * their times are in now. Their readings' times leave in exports with its offset.
 */
export function TimeZoneField({ value = '', ...field }: TimeZoneFieldProps) {
  const options = useMemo(() => timeZoneOptions(value), [value]);
  return (
    <SelectField
      label={editProfilePageTexts.timeZone}
      hint={editProfileStateTexts.timeZoneHint}
      placeholder={fieldTexts.selectPlaceholder}
      options={options}
      value={value}
      {...field}
    />
  );
}
