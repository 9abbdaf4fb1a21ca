import type { CodeSystem } from 'fhir/r4';
import type { DatasetCodeSystemReply } from '../../../shared/api/fhirCodeSystemContract';
import type { FhirDatasetIndex } from './fhirDatasetIndex';
import { ROUTINE_SESSION_CODE } from './fhirSystems';
import { ROUTINE_SESSION_TEXTS } from './fhirTexts';
import { ROUTINE_SESSION_HURT, routineSessionPartCode } from './routineSessionParts';

export const DATASET_CODE_SYSTEM_TEXTS = {
  name: 'MotusDatasets',
  title: 'Motus datasets and their elements',
  description:
    'The codes Motus exports carry: a dataset by its id, each of its elements as `<dataset id>.<stored name>` within it, and a routine session with its figures, pain ratings and the exercises that hurt. Made from the profile configs of the server that answers.',
} as const;

/**
 * The Motus CodeSystem as the configs define it: one concept per dataset, its elements nested in
 * it (each element is part of its dataset), and the routine session's code.
 */
export function datasetCodeSystem(index: FhirDatasetIndex): DatasetCodeSystemReply & CodeSystem {
  const datasets = [...index.byId.values()].sort((a, b) => a.dataset.id - b.dataset.id);
  const concept: DatasetCodeSystemReply['concept'] = datasets.map((indexed) => ({
    code: String(indexed.dataset.id),
    display: indexed.dataset.name,
    concept: indexed.elements.map((element) => ({
      code: element.code,
      display: element.element.ui_name,
    })),
  }));
  // A session's figures, pain ratings and hurt marks are its components, coded as elements are.
  const parts: [string, string][] = [
    ...Object.entries(ROUTINE_SESSION_TEXTS.figures),
    ...Object.entries(ROUTINE_SESSION_TEXTS.pain),
    [ROUTINE_SESSION_HURT, ROUTINE_SESSION_TEXTS.hurt],
  ];
  concept.push({
    code: ROUTINE_SESSION_CODE,
    display: ROUTINE_SESSION_TEXTS.name,
    concept: parts.map(([part, display]) => ({ code: routineSessionPartCode(part), display })),
  });
  return {
    resourceType: 'CodeSystem',
    url: index.systems.datasets,
    ...DATASET_CODE_SYSTEM_TEXTS,
    status: 'active',
    caseSensitive: true,
    hierarchyMeaning: 'part-of',
    content: 'complete',
    count: concept.reduce((sum, dataset) => sum + 1 + (dataset.concept?.length ?? 0), 0),
    concept,
  };
}
