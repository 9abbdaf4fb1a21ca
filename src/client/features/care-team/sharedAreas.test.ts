import { describe, expect, it } from 'vitest';
import { realProfiles } from '../../engine/testing/realProfiles';
import { sharedAreaTitles, sharedProfiles, subjectProfileOf } from './sharedAreas';

const profiles = Object.values(realProfiles);

describe("what a patient's grant shows their doctor", () => {
  it('names the areas shared in the configs’ order, leaving out one no config has', () => {
    expect(sharedAreaTitles(profiles, ['workout', 'lab', 'vitals', 'sleep'])).toEqual([
      'Vitals Profile',
      'Laboratory Tests Profile',
      'Workout',
    ]);
  });

  it('gives a card to each shared profile, not to its views', () => {
    expect(sharedProfiles(profiles, ['lab', 'pain']).map((profile) => profile.id)).toEqual([
      'pain',
      'lab',
    ]);
  });

  it("keeps a profile's links to shared pages under the patient, and drops the rest", () => {
    const patient = { id: 12, areas: ['lab'] };
    expect(subjectProfileOf(realProfiles.lab, profiles, patient).links).toEqual([
      { label: 'Blood Results', to: '/patients/12/labprofile/blood-results' },
    ]);
    expect(subjectProfileOf(realProfiles.bloodResults, profiles, patient).links).toEqual([
      { label: realProfiles.lab.name, to: '/patients/12/labprofile' },
    ]);
    expect(subjectProfileOf(realProfiles.vitals, profiles, patient)).toBe(realProfiles.vitals);
  });
});
