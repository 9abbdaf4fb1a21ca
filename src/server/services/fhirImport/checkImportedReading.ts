import type { FastifySchemaValidationError } from 'fastify';
import { RANGE_SOURCES } from '../../../shared/api/judgedRangeFields';
import {
  datasetToJsonSchema,
  READING_VALUE_LIMIT,
  type WriteBodySchema,
} from '../../../shared/profile-config/datasetToJsonSchema';
import type { ImportProblem } from '../../../shared/api/fhirImportContract';
import type { RecordDate } from '../../../shared/profile-config/profileConfigSchema';
import type { ProfileDataset } from '../../../shared/profile-config/datasetSchema';
import {
  judgementFieldsOfDataset,
  withoutJudgement,
} from '../../../shared/profile-config/judgementFieldsOfDataset';
import { fhirImportMessages } from '../../../shared/messages/fhirImportMessages';
import type { ImportedReading } from '../../db/repositories/importedReadingsRepository';
import type { ReadingValues } from '../../db/tables/readingsTable';
import { parseRecordDate } from '../../routes/profiles/readingTimestamps';
import { validationMessage } from '../../validation/validationMessage';
import { futureDateElement } from '../readings/futureDateElement';

/** A reading a resource maps to, before it is judged as a write of its dataset would be. */
export interface ReadingCandidate {
  /** The resource's index in the bundle's entry list. */
  entry: number;
  resourceType: string;
  id?: string;
  /** Where the resource holds the values and the date: the places a problem names. */
  places: { values: string; date: string };
  dataset: ProfileDataset;
  /** The profile the dataset belongs to: whether the write needs the secure pin. */
  profileId: string;
  recordDate: RecordDate;
  /** The wall-clock time: yyyy-MM-dd, optionally with HH:mm or HH:mm:ss after a space or T. */
  createdOn: string;
  values: ReadingValues;
}

/** The server's compiled validator of a schema, as the write routes' bodies are validated. */
export type WriteValidatorOf = (schema: WriteBodySchema) => {
  (data: unknown): boolean;
  errors?: readonly FastifySchemaValidationError[] | null;
};

/** One schema object per dataset, so the server's validator cache finds it again by identity. */
const writeSchemas = new WeakMap<ProfileDataset, WriteBodySchema>();

function writeSchemaOf(dataset: ProfileDataset, recordDate: RecordDate): WriteBodySchema {
  let schema = writeSchemas.get(dataset);
  if (schema === undefined) {
    schema = datasetToJsonSchema(dataset, recordDate);
    writeSchemas.set(dataset, schema);
  }
  return schema;
}

const TIME_TEXT = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(?::(\d{2}))?)?$/;

/**
 * The interval a result was judged against, kept beside its value (decision 008): finite
 * numbers within the limit every value has, and whose interval it was, judged apart from the
 * write schema, which does not list them. A verdict is not taken from a file: it is made again
 * from the interval when the reading is stored.
 */
function judgementProblem(dataset: ProfileDataset, values: ReadingValues): string | undefined {
  for (const fields of judgementFieldsOfDataset(dataset)) {
    for (const field of [fields.low, fields.high]) {
      if (!(field in values)) continue;
      const value = values[field];
      if (typeof value !== 'number' || Math.abs(value) > READING_VALUE_LIMIT) {
        return fhirImportMessages.referenceNotANumber(field);
      }
    }
    const source = values[fields.source];
    if (source !== undefined && !(RANGE_SOURCES as readonly unknown[]).includes(source)) {
      return fhirImportMessages.referenceSourceUnknown(fields.source);
    }
  }
  return undefined;
}

/**
 * Judges a mapped reading exactly as a POST of its dataset judges its body: the record date
 * (a real date, not after the latest today on Earth, decision 002), the dataset's write schema
 * compiled by the server (types, limits, required elements, nothing else, plain text), and
 * date elements not in the future. Returns the reading as it is stored, or what is wrong
 * with it, naming the entry, the dataset, the place and the element.
 */
export function checkImportedReading(
  candidate: ReadingCandidate,
  validatorOf: WriteValidatorOf,
): { reading: ImportedReading } | { problem: ImportProblem } {
  const { dataset, recordDate, entry, resourceType, id, places } = candidate;
  const refuse = (reason: string, field = places.values) => ({
    problem: {
      entry,
      resourceType,
      ...(id === undefined ? {} : { id }),
      dataset: { id: dataset.id, name: dataset.name },
      field,
      reason,
    },
  });

  const time = TIME_TEXT.exec(candidate.createdOn);
  const day = time?.[1];
  if (day === undefined) {
    // Its form is not one a write takes: the write's own words say which forms are.
    const asWritten = parseRecordDate(candidate.createdOn, recordDate.field);
    return refuse(
      'error' in asWritten ? asWritten.error : `${recordDate.field} is not a date`,
      places.date,
    );
  }
  const clock = recordDate.time ? (time?.[2] ?? '00:00') : '00:00';
  const parsed = parseRecordDate(`${day} ${clock}`, recordDate.field);
  if ('error' in parsed) return refuse(parsed.error, places.date);

  const values = withoutJudgement(dataset, candidate.values);
  const body = { ...values, [recordDate.field]: recordDate.time ? `${day} ${clock}` : day };
  const validate = validatorOf(writeSchemaOf(dataset, recordDate));
  if (!validate(body)) return refuse(validationMessage('values', validate.errors ?? []));
  const problem = futureDateElement(dataset, values) ?? judgementProblem(dataset, candidate.values);
  if (problem !== undefined) return refuse(problem);

  const seconds = recordDate.time ? (time?.[3] ?? '00') : '00';
  return {
    reading: {
      datasetId: dataset.id,
      createdOn: `${parsed.value.slice(0, 16)}:${seconds}`,
      values: candidate.values,
    },
  };
}
