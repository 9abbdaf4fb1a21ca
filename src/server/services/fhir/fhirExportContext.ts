import { partnerNameOf } from '../../../shared/profile-config/partnersOf';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import type { WorkoutCatalogue } from '../../../shared/workout/workoutCatalogueSchema';
import { areaTitles } from '../careTeam/areaTitles';
import type { FhirExportContext } from './fhirBundle';
import { fhirDatasetIndex } from './fhirDatasetIndex';
import { exerciseNamesOf } from '../workout/exerciseNames';

/**
 * What every FHIR bundle of this server is made with, from its configs and its exercise
 * library: made once at start.
 */
export function fhirExportContext(
  configs: readonly ProfileConfig[],
  catalogue: WorkoutCatalogue,
): FhirExportContext {
  const partnerName = partnerNameOf(configs);
  return {
    index: fhirDatasetIndex(configs),
    areaTitle: areaTitles(configs),
    partnerName: (id) => partnerName(id) ?? id,
    exerciseName: exerciseNamesOf(catalogue).nameOf,
  };
}
