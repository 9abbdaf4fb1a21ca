import type { DateTime } from 'luxon';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import { isTableTab } from '../../../shared/profile-config/profileTabKinds';
import { recordDateOf } from '../../../shared/profile-config/recordDate';
import { storedNameOf } from '../../../shared/profile-config/storedNameOf';
import type { NewReading } from '../../db/repositories/readingsRepository';
import type { ReadingValues } from '../../db/tables/readingsTable';
import { demoDays } from './demoCalendar';
import { calfStrain } from './demoStory';

interface DemoRecord {
  /** The dataset's name in its config. */
  dataset: string;
  /** When it was entered: a day of the demo year (its first day is 1). */
  day: number;
  /** Values by element name, as the Add Data form sends them. */
  values: ReadingValues;
}

/** The athlete's medical history, entered over the year (dates of treatment are older). */
const history: DemoRecord[] = [
  {
    dataset: 'Allergy',
    day: 12,
    values: { description: 'Penicillin: rash and hives (childhood)' },
  },
  {
    dataset: 'Surgery Event',
    day: 12,
    values: {
      description: 'Appendectomy (laparoscopic)',
      comment: 'Uneventful recovery',
      current_treatment: 'None',
      complications: 'None',
      date_of_treatment: '2004-08-12',
      resolved: 1,
    },
  },
  {
    dataset: 'Family Medical Event',
    day: 12,
    values: {
      description: 'Father: hypertension, diagnosed at 52',
      comment: 'Check blood pressure yearly',
      current_treatment: 'Father on an ACE inhibitor',
      complications: 'None known',
      date_of_treatment: '2019-03-01',
      resolved: 0,
    },
  },
  {
    dataset: 'Exercise Event',
    day: calfStrain.from + 1,
    values: {
      description: 'Left calf strain (grade 1) at 30 km in a long run',
      date_of_last_episode: '',
      no_of_events: 0,
    },
  },
  {
    dataset: 'Medication',
    day: calfStrain.from + 1,
    values: { description: 'Ibuprofen, as needed for the calf for up to 5 days', dose: '400 mg' },
  },
  {
    dataset: 'Medical Event',
    day: calfStrain.from + 4,
    values: {
      description: 'Physiotherapy for the left calf strain',
      comment: 'Eccentric calf raises, graded return to running',
      current_treatment: 'Home exercise programme',
      complications: 'None',
      date_of_treatment: '',
      resolved: 1,
    },
  },
  {
    dataset: 'General Event',
    day: 40,
    values: { description: 'Annual sports physical: fit to race' },
  },
];

/**
 * The medical history as readings of the table profiles' datasets, stored as their write
 * path stores them (values under their stored names, the record's day as created_on). A date
 * left empty above is the record's own day; a record after today is not written yet.
 */
export function demoMedicalReadings(
  userId: number,
  configs: readonly ProfileConfig[],
  today: DateTime,
): NewReading[] {
  const readings: NewReading[] = [];
  const start = demoDays(today)[0] ?? today;
  for (const config of configs) {
    if (!config.tabs.some(isTableTab) || recordDateOf(config).time) continue;
    for (const record of history) {
      const dataset = config.datasets.find((candidate) => candidate.name === record.dataset);
      const day = start.plus({ days: record.day - 1 });
      if (dataset === undefined || day > today) continue;
      const dayText = day.toFormat('yyyy-MM-dd');
      const values: ReadingValues = {};
      for (const element of dataset.structure.elements) {
        const value = record.values[element.name];
        if (value === undefined) continue;
        values[storedNameOf(element)] =
          element.value_type === 'date' && value === '' ? dayText : value;
      }
      readings.push({ userId, datasetId: dataset.id, createdOn: `${dayText} 00:00:00`, values });
    }
  }
  return readings;
}
