import { describe, expect, it } from 'vitest';
import { grantedPatientOf, patientIdOf } from './grantedPatient';
import { patientRow } from './patientExamples';

describe('the patient of a doctor’s page', () => {
  it('is an active patient of the list, with their grant and sex', () => {
    expect(grantedPatientOf([patientRow()], 12)).toEqual({
      id: 12,
      name: 'Ada Lovelace',
      areas: ['vitals', 'medical', 'lab', 'workout'],
      expiresOn: '2027-01-31',
      prescribe: false,
      sex: 'Female',
    });
    expect(grantedPatientOf([patientRow({ prescribe: true })], 12)?.prescribe).toBe(true);
    expect(grantedPatientOf([patientRow({ gender: null })], 12)?.sex).toBeUndefined();
  });

  it('is nobody who is only invited, or not on the list', () => {
    expect(grantedPatientOf([patientRow({ status: 'invited' })], 12)).toBeUndefined();
    expect(grantedPatientOf([patientRow()], 13)).toBeUndefined();
  });

  it('is named in the address by an account id only', () => {
    expect(patientIdOf('12')).toBe(12);
    expect(patientIdOf('012')).toBeUndefined();
    expect(patientIdOf('12a')).toBeUndefined();
    expect(patientIdOf(undefined)).toBeUndefined();
  });
});
