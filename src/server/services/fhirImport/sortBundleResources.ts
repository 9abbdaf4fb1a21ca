import type { FhirResource, Observation } from 'fhir/r4';
import { DateTime } from 'luxon';
import type { RefusedResource, SkippedResources } from '../../../shared/api/fhirImportContract';
import { fhirImportMessages } from '../../../shared/messages/fhirImportMessages';
import type { ProfileDataset } from '../../../shared/profile-config/datasetSchema';
import type { ReadingValues } from '../../db/tables/readingsTable';
import type { FhirDatasetIndex, IndexedDataset } from '../fhir/fhirDatasetIndex';
import { readingFromResource } from '../fhir/readingResources';
import { mapObservation } from '../partnerLabs/mapObservation';
import type { BundleResource } from './bundleResources';
import type { ReadingCandidate } from './checkImportedReading';
import { datasetIdOfMotusCode, motusCodeOf } from './motusCodeOf';

/** A resource that is a reading of a dataset here (its Motus code says so) but not a valid one. */
export interface InvalidReading {
  entry: number;
  dataset: ProfileDataset;
  reason: string;
}

export interface SortedResources {
  /** Readings to judge as writes, and readings already found invalid, in entry order. */
  candidates: (ReadingCandidate | InvalidReading)[];
  /** Resources passed over, counted by type and reason, in the order first met. */
  skipped: SkippedResources[];
  refused: RefusedResource[];
}

type Mapped =
  | { datasetId: number; createdOn: string; values: ReadingValues }
  | { skip: string }
  | { invalid: IndexedDataset; reason: string }
  | { reason: string };

/**
 * A foreign Observation goes first through the partner import's mapping (the configs' import
 * codes in the index the export shares, the unit's factor, the laboratory's reference
 * interval). That mapping keys what it stores by the Observation's id, which an import of a file
 * does not need, so an Observation without one is given its place in the bundle instead.
 */
function foreignObservation(
  resource: BundleResource,
  index: FhirDatasetIndex,
  timeZone: string | undefined,
): Mapped {
  const observation = resource.resource as unknown as Observation;
  const withId = { ...observation, id: observation.id ?? `entry-${resource.entry}` };
  const outcome = mapObservation(withId, index, DateTime.now(), timeZone);
  if (outcome.kind === 'refused') return byExportMapping(resource, index, timeZone);
  const { datasetId, createdOn, values } = outcome.result;
  return { datasetId, createdOn, values };
}

/**
 * What no partner import code takes (a heart rate, a body mass) may still be a dataset's
 * LOINC code in its UCUM unit, which the export's own mapping reads back.
 */
function byExportMapping(
  resource: BundleResource,
  index: FhirDatasetIndex,
  timeZone: string | undefined,
): Mapped {
  const outcome = readingFromResource(
    resource.resource as unknown as FhirResource,
    index,
    timeZone,
  );
  if (!outcome.ok) return { reason: outcome.reason };
  const { datasetId, created_on: createdOn, values } = outcome.reading;
  return { datasetId, createdOn, values };
}

/**
 * Anything but a foreign Observation is read back by the export's own mapping. A resource it
 * refuses whose Motus code names a dataset here is a reading of that dataset that a write
 * would refuse too (a value over its maximum, a date in the future): the import is refused
 * for it, not the resource passed over.
 */
function motusResource(
  resource: BundleResource,
  index: FhirDatasetIndex,
  timeZone: string | undefined,
): Mapped {
  const outcome = readingFromResource(
    resource.resource as unknown as FhirResource,
    index,
    timeZone,
  );
  if (outcome.ok) {
    const { datasetId, created_on: createdOn, values } = outcome.reading;
    return { datasetId, createdOn, values };
  }
  if (outcome.notAReading === true) return { skip: outcome.reason };
  const code = motusCodeOf(resource.resource);
  const datasetId = code === undefined ? undefined : datasetIdOfMotusCode(code);
  const dataset = datasetId === undefined ? undefined : index.byId.get(datasetId);
  return dataset === undefined
    ? { reason: outcome.reason }
    : { invalid: dataset, reason: outcome.reason };
}

function mapResource(
  resource: BundleResource,
  index: FhirDatasetIndex,
  timeZone: string | undefined,
): Mapped {
  const foreign =
    resource.resource.resourceType === 'Observation' &&
    motusCodeOf(resource.resource) === undefined;
  return foreign
    ? foreignObservation(resource, index, timeZone)
    : motusResource(resource, index, timeZone);
}

/**
 * Each resource of a bundle → a reading to judge, a resource passed over (counted by type),
 * or a refusal with its reason. A resource with a Motus code is read back by the export's own
 * mapping; any other Observation by its LOINC code and unit. A time with an offset is stored
 * as the importing person's clock showed it in `timeZone` (absent: the server's zone).
 */
export function sortBundleResources(
  resources: readonly BundleResource[],
  index: FhirDatasetIndex,
  timeZone?: string,
): SortedResources {
  const sorted: SortedResources = { candidates: [], skipped: [], refused: [] };
  for (const resource of resources) {
    const { resourceType, id } = resource.resource;
    const mapped = mapResource(resource, index, timeZone);
    if ('skip' in mapped) {
      const group = sorted.skipped.find(
        (skipped) => skipped.resourceType === resourceType && skipped.reason === mapped.skip,
      );
      if (group === undefined) sorted.skipped.push({ resourceType, count: 1, reason: mapped.skip });
      else group.count += 1;
      continue;
    }
    if ('invalid' in mapped) {
      sorted.candidates.push({
        entry: resource.entry,
        dataset: mapped.invalid.dataset,
        reason: mapped.reason,
      });
      continue;
    }
    const dataset = 'reason' in mapped ? undefined : index.byId.get(mapped.datasetId);
    if ('reason' in mapped || dataset === undefined) {
      sorted.refused.push({
        entry: resource.entry,
        resourceType,
        ...(typeof id === 'string' ? { id } : {}),
        reason: 'reason' in mapped ? mapped.reason : fhirImportMessages.noDataset(mapped.datasetId),
      });
      continue;
    }
    sorted.candidates.push({
      entry: resource.entry,
      dataset: dataset.dataset,
      profileId: dataset.profileId,
      recordDate: dataset.recordDate,
      createdOn: mapped.createdOn,
      values: mapped.values,
    });
  }
  return sorted;
}
