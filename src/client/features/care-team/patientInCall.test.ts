import { describe, expect, it } from 'vitest';
import { patientRow } from './patientExamples';
import { patientInCall } from './patientInCall';

const ada = { name: 'Ada Lovelace', canModerate: true };

describe('the patient in a call', () => {
  it('is the member of the call who is an active patient sharing something', () => {
    expect(patientInCall([patientRow()], [ada])?.id).toBe(12);
  });

  it('is nobody for a guest of the same name, an invited patient, or one sharing nothing', () => {
    expect(patientInCall([patientRow()], [{ ...ada, canModerate: false }])).toBeUndefined();
    expect(patientInCall([patientRow({ status: 'invited' })], [ada])).toBeUndefined();
    expect(patientInCall([patientRow({ profiles: [] })], [ada])).toBeUndefined();
  });

  it('is nobody when two patients bear the name', () => {
    const other = patientRow({
      patient: { id: 13, first_name: 'Ada', last_name: 'Lovelace', email: 'ada2@example.com' },
    });
    expect(patientInCall([patientRow(), other], [ada])).toBeUndefined();
    expect(patientInCall([patientRow(), { ...other, profiles: [] }], [ada])).toBeUndefined();
  });
});
