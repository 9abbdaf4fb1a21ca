import { partnerNameOf } from '../../../shared/profile-config/partnersOf';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import { areaTitles } from '../careTeam/areaTitles';
import type { FhirExportContext } from './fhirBundle';
import { fhirDatasetIndex } from './fhirDatasetIndex';

/** What every FHIR bundle of this server is made with, from its configs: made once at start. */
export function fhirExportContext(configs: readonly ProfileConfig[]): FhirExportContext {
  const partnerName = partnerNameOf(configs);
  return {
    index: fhirDatasetIndex(configs),
    areaTitle: areaTitles(configs),
    partnerName: (id) => partnerName(id) ?? id,
  };
}
