import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import type { Sex } from '../../../shared/profile-config/referenceFor';
import type { Database } from '../../db/database';
import { insertReadings, type NewReading } from '../../db/repositories/readingsRepository';
import { datasetLookupOf, judgedWithSex } from '../readings/readingJudgement';
import { demoLabReadings } from './demoLab';
import { demoMedicalReadings } from './demoMedical';
import { demoChartReadings } from './demoReadings';

/** Every demo reading of one person's year: charts, blood panels and medical history. */
export function demoYear(
  userId: number,
  configs: readonly ProfileConfig[],
  today: DateTime,
  sex: Sex,
): NewReading[] {
  return [
    ...demoChartReadings(userId, configs, today),
    ...demoLabReadings(userId, configs, today, sex),
    ...demoMedicalReadings(userId, configs, today),
  ];
}

export async function seedDemoYear(
  db: Kysely<Database>,
  userId: number,
  configs: readonly ProfileConfig[],
  sex: Sex,
  today: DateTime = DateTime.local(),
): Promise<number> {
  const readings = demoYear(userId, configs, today, sex);
  const datasetOf = datasetLookupOf(configs);
  const datasets = readings.map((reading) => datasetOf(reading.datasetId));
  await insertReadings(db, judgedWithSex(readings, datasets, sex));
  return readings.length;
}
