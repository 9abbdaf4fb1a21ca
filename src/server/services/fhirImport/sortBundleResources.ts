import type { FhirResource, Observation } from 'fhir/r4';
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
import type { ExerciseNames } from '../workout/exerciseNames';
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
 * A resource → its reading by the FHIR mapping the export's is the inverse of, which the
 * partner import shares: a Motus export's by its Motus codes, anyone's by LOINC code and unit.
 */
function mapResource(
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
 * not an object. A resource with a Motus code is read back by its code; any other Observation
 * by its LOINC code and unit; a routine session's exercises by their names in the library
 * (`exerciseIdOf`). A time with an offset is stored as the
 * importing person's clock showed it in `timeZone` (absent: the server's zone).
 */
export function sortBundleResources(
  resources: readonly BundleResource[],
  index: FhirDatasetIndex,
  exerciseIdOf: ExerciseNames['idOf'],
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
      const session = routineSessionFromResource(observation, exerciseIdOf, timeZone);
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
