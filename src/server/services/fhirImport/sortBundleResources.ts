import type { FhirResource, Observation } from 'fhir/r4';
import { DateTime } from 'luxon';
import type { ImportProblem, SkippedResources } from '../../../shared/api/fhirImportContract';
import { fhirImportMessages } from '../../../shared/messages/fhirImportMessages';
import type { ReadingValues } from '../../db/tables/readingsTable';
import type { FhirDatasetIndex } from '../fhir/fhirDatasetIndex';
import type { ResourceProblem } from '../fhir/readingResourceTypes';
import { readingFromResource } from '../fhir/readingResources';
import {
  isRoutineSession,
  routineSessionFromResource,
  type RoutineSessionFromResource,
} from '../fhir/routineSessionFromResource';
import { mapObservation } from '../partnerLabs/mapObservation';
import type { BundleResource } from './bundleResources';
import { joinReadingPieces } from './joinReadingPieces';
import type { ReadingCandidate } from './checkImportedReading';
import { datasetIdOfMotusCode, motusCodeOf } from './motusCodeOf';
import { resourceShapeProblems } from './resourceShapeProblems';

export interface SortedResources {
  /** Readings to judge as writes, in entry order. */
  candidates: ReadingCandidate[];
  /** Routine sessions of a Motus export, in entry order. */
  sessions: RoutineSessionFromResource[];
  /** Every problem of every entry, in entry order: any one refuses the whole import. */
  problems: ImportProblem[];
  /** Resources passed over, counted by type and reason, in the order first met. */
  skipped: SkippedResources[];
}

type Mapped =
  | { reading: { datasetId: number; createdOn: string; values: ReadingValues } }
  | { skip: string }
  | { problems: ResourceProblem[] };

/**
 * What no partner import code takes (a heart rate, a body mass) may still be a dataset's
 * LOINC code in its UCUM unit, which the export's own mapping reads back; anything else is
 * read back by that mapping alone.
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
  if (outcome.ok) {
    const { datasetId, created_on: createdOn, values } = outcome.reading;
    return { reading: { datasetId, createdOn, values } };
  }
  if (outcome.notAReading === true) return { skip: outcome.reason };
  return { problems: outcome.problems };
}

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
  return { reading: { datasetId, createdOn, values } };
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
    : byExportMapping(resource, index, timeZone);
}

/** Where a resource holds its values and its date, for a problem a write's check finds. */
function placesOf(resource: BundleResource['resource']): ReadingCandidate['places'] {
  const type = resource.resourceType;
  if (type !== 'Observation') return { values: type, date: type };
  const values = 'component' in resource ? 'Observation.component' : 'Observation.value[x]';
  return { values, date: 'Observation.effective[x]' };
}

/**
 * Each resource of a bundle → a reading to judge, a routine session, a resource passed over
 * (counted by type), or every problem it has, each with its place. A resource of a type the
 * import reads is first judged for its JSON shape, so the mapping never meets a code that is
 * not an object. A resource with a Motus code is read back by the export's own mapping; any
 * other Observation by its LOINC code and unit. A time with an offset is stored as the
 * importing person's clock showed it in `timeZone` (absent: the server's zone).
 */
export function sortBundleResources(
  resources: readonly BundleResource[],
  index: FhirDatasetIndex,
  timeZone?: string,
): SortedResources {
  const sorted: SortedResources = { candidates: [], sessions: [], problems: [], skipped: [] };
  const refuse = (resource: BundleResource, problems: readonly ResourceProblem[]) => {
    const { resourceType } = resource.resource;
    const id = typeof resource.resource.id === 'string' ? resource.resource.id : undefined;
    const code = motusCodeOf(resource.resource);
    const datasetId = code === undefined ? undefined : datasetIdOfMotusCode(code);
    const dataset = datasetId === undefined ? undefined : index.byId.get(datasetId)?.dataset;
    for (const { field, reason } of problems) {
      sorted.problems.push({
        entry: resource.entry,
        resourceType,
        ...(id === undefined ? {} : { id }),
        ...(dataset === undefined ? {} : { dataset: { id: dataset.id, name: dataset.name } }),
        field,
        reason,
      });
    }
  };
  // Every resource's shape first: the pieces of one reading (a body weight and a height) are
  // then put back together from resources whose codes and values are what they claim.
  const wellShaped: BundleResource[] = [];
  for (const resource of resources) {
    const shapeProblems = resourceShapeProblems(resource.resource);
    if (shapeProblems.length > 0) refuse(resource, shapeProblems);
    else wellShaped.push(resource);
  }
  for (const resource of joinReadingPieces(wellShaped, index)) {
    const { resourceType } = resource.resource;
    const id = typeof resource.resource.id === 'string' ? resource.resource.id : undefined;
    const observation = resource.resource as unknown as Observation;
    if (resourceType === 'Observation' && isRoutineSession(observation)) {
      const session = routineSessionFromResource(observation, timeZone);
      if ('problems' in session) refuse(resource, session.problems);
      else sorted.sessions.push(session.session);
      continue;
    }
    const mapped = mapResource(resource, index, timeZone);
    if ('skip' in mapped) {
      const group = sorted.skipped.find(
        (skipped) => skipped.resourceType === resourceType && skipped.reason === mapped.skip,
      );
      if (group === undefined) sorted.skipped.push({ resourceType, count: 1, reason: mapped.skip });
      else group.count += 1;
      continue;
    }
    if ('problems' in mapped) {
      refuse(resource, mapped.problems);
      continue;
    }
    const dataset = index.byId.get(mapped.reading.datasetId);
    if (dataset === undefined) {
      refuse(resource, [
        { field: resourceType, reason: fhirImportMessages.noDataset(mapped.reading.datasetId) },
      ]);
      continue;
    }
    sorted.candidates.push({
      entry: resource.entry,
      resourceType,
      ...(id === undefined ? {} : { id }),
      places: placesOf(resource.resource),
      dataset: dataset.dataset,
      profileId: dataset.profileId,
      recordDate: dataset.recordDate,
      createdOn: mapped.reading.createdOn,
      values: mapped.reading.values,
    });
  }
  return sorted;
}
