import type { Observation, ObservationComponent } from 'fhir/r4';
import type { FhirDatasetIndex, IndexedDataset } from '../fhir/fhirDatasetIndex';
import type { BundleResource } from './bundleResources';
import { motusCodeOf } from './motusCodeOf';

/** The dataset an Observation is one element of, when its dataset leaves one per element. */
function perElementDataset(
  observation: Observation,
  index: FhirDatasetIndex,
): IndexedDataset | undefined {
  const code = motusCodeOf(observation.code);
  const dataset = code === undefined ? undefined : index.byElementCode.get(code)?.dataset;
  return dataset?.dataset.fhir?.per_element === true ? dataset : undefined;
}

/**
 * The pieces of one reading share its dataset, its identifier and its time (an export without
 * ids, its time alone).
 */
function pieceKey(observation: Observation, dataset: IndexedDataset): string {
  const identifier = observation.identifier?.[0];
  const when =
    observation.effectiveDateTime ??
    observation.effectiveInstant ??
    observation.effectivePeriod?.start;
  return JSON.stringify([dataset.dataset.id, identifier?.system, identifier?.value, when]);
}

/** The piece's code and value as a component of the reading's Observation. */
function componentOf(piece: Observation): ObservationComponent {
  const {
    code,
    valueQuantity,
    valueString,
    valueBoolean,
    valueDateTime,
    valueInteger,
    dataAbsentReason,
  } = piece;
  return {
    code,
    ...(valueQuantity === undefined ? {} : { valueQuantity }),
    ...(valueString === undefined ? {} : { valueString }),
    ...(valueBoolean === undefined ? {} : { valueBoolean }),
    ...(valueDateTime === undefined ? {} : { valueDateTime }),
    ...(valueInteger === undefined ? {} : { valueInteger }),
    ...(dataAbsentReason === undefined ? {} : { dataAbsentReason }),
  };
}

/** The pieces as the one Observation of several elements the mapping reads. */
function joined(pieces: readonly Observation[], dataset: IndexedDataset): Observation {
  const [first] = pieces;
  if (first === undefined) throw new Error('A reading has at least one piece');
  const motus = first.code.coding?.find((coding) => coding.code === motusCodeOf(first.code));
  const {
    valueQuantity: _quantity,
    valueString: _string,
    valueBoolean: _boolean,
    valueDateTime: _dateTime,
    valueInteger: _integer,
    referenceRange: _range,
    ...head
  } = first;
  return {
    ...head,
    code: {
      coding: [
        {
          ...(motus?.system === undefined ? {} : { system: motus.system }),
          code: String(dataset.dataset.id),
        },
      ],
      text: dataset.dataset.name,
    },
    component: pieces.map(componentOf),
  };
}

/**
 * A reading of a dataset with `fhir.per_element` leaves as one Observation per element; here
 * they become one resource again, at the entry of the first, so the import judges, stores and
 * counts the reading once. Every other resource passes as it is, in order.
 */
export function joinReadingPieces(
  resources: readonly BundleResource[],
  index: FhirDatasetIndex,
): BundleResource[] {
  const groups = new Map<
    string,
    { first: BundleResource; dataset: IndexedDataset; pieces: Observation[] }
  >();
  const out: (BundleResource | { key: string })[] = [];
  for (const resource of resources) {
    const observation =
      resource.resource.resourceType === 'Observation'
        ? (resource.resource as unknown as Observation)
        : undefined;
    const dataset = observation === undefined ? undefined : perElementDataset(observation, index);
    if (observation === undefined || dataset === undefined) {
      out.push(resource);
      continue;
    }
    const key = pieceKey(observation, dataset);
    const group = groups.get(key);
    if (group === undefined) {
      groups.set(key, { first: resource, dataset, pieces: [observation] });
      out.push({ key });
    } else group.pieces.push(observation);
  }
  return out.map((item) => {
    if (!('key' in item)) return item;
    const group = groups.get(item.key);
    if (group === undefined) throw new Error('Every key has its group');
    return {
      entry: group.first.entry,
      resource: joined(group.pieces, group.dataset) as unknown as BundleResource['resource'],
    };
  });
}
