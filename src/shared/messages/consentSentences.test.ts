import { describe, expect, it } from 'vitest';
import {
  acceptDoctorConsent,
  consentScope,
  EVERYTHING_WITH_NO_END,
  inviteDoctorConsent,
} from './consentSentences';

const offered = [
  { id: 'pain', title: 'Pain Score Profile' },
  { id: 'vitals', title: 'Vitals Profile' },
  { id: 'workout', title: 'Workout' },
];

describe('the consent sentences', () => {
  it("are docs/product.md#calling's sentences word for word for every area with no end", () => {
    expect(inviteDoctorConsent(consentScope(['workout', 'vitals', 'pain'], offered, null))).toBe(
      'Sending this invite is my consent for the doctor to view my medical data on Motus, until I remove them from My Doctors.',
    );
    expect(acceptDoctorConsent('Ngozi Okafor', EVERYTHING_WITH_NO_END)).toBe(
      'I consent to Ngozi Okafor viewing my medical data on Motus, until I remove them from My Doctors.',
    );
  });

  it('name the areas chosen, in the order offered, and the last day', () => {
    expect(inviteDoctorConsent(consentScope(['vitals', 'pain'], offered, '2026-12-31'))).toBe(
      'Sending this invite is my consent for the doctor to view only my Pain Score Profile and Vitals Profile data on Motus, until the end of 2026-12-31 or until I remove them from My Doctors, whichever comes first.',
    );
    expect(acceptDoctorConsent('Ngozi Okafor', consentScope(['workout'], offered, null))).toBe(
      'I consent to Ngozi Okafor viewing only my Workout data on Motus, until I remove them from My Doctors.',
    );
  });

  it('say that the doctor may add routines to the Workout when that switch is on', () => {
    const scope = consentScope(['workout', 'pain'], offered, null, true);
    expect(inviteDoctorConsent(scope)).toBe(
      'Sending this invite is my consent for the doctor to view only my Pain Score Profile and Workout data and to add routines to my Workout on Motus, until I remove them from My Doctors.',
    );
    expect(acceptDoctorConsent('Dana Meyer', scope)).toBe(
      'I consent to Dana Meyer viewing only my Pain Score Profile and Workout data and adding routines to my Workout on Motus, until I remove them from My Doctors.',
    );
  });
});
