import type {
  AllergyIntolerance,
  Annotation,
  CodeableConcept,
  Condition,
  Dosage,
  Extension,
  FamilyMemberHistory,
  FamilyMemberHistoryCondition,
  MedicationStatement,
  Procedure,
} from 'fhir/r4';
import {
  MOTUS_DATASET_CODE_SYSTEM_PATH,
  MOTUS_ELEMENT_EXTENSION_PATH,
  MOTUS_RECORD_DATE_EXTENSION_PATH,
} from '../../../shared/api/yourDataEndpoints';
import type { FhirElementField } from '../../../shared/profile-config/fhirElementFields';
import type { ProfileElement } from '../../../shared/profile-config/datasetSchema';
import type { ReadingValues } from '../../db/tables/readingsTable';
import {
  checkedDay,
  checkedNumber,
  checkedText,
  storedBoolean,
  type ElementValue,
} from './elementValues';
import type { FhirDatasetIndex, IndexedDataset } from './fhirDatasetIndex';
import { personTimeZone } from '../timeZones/personTimeZone';
import { fhirDateTimeOf, storedRecordTime } from './fhirDateTimes';
import {
  ALLERGY_CLINICAL_SYSTEM,
  CONDITION_CLINICAL_SYSTEM,
  isMotusSystem,
  ROLE_CODE_SYSTEM,
} from './fhirSystems';
import { FAMILY_MEMBER_DISPLAY } from './fhirTexts';
import {
  notAReading,
  refusal,
  refusals,
  type ReadingExportContext,
  type ReadingFromResource,
  type ReadingToExport,
  type ResourceProblem,
} from './readingResourceTypes';

export type MedicalResource =
  AllergyIntolerance | Condition | Procedure | FamilyMemberHistory | MedicationStatement;

/** The fields an element may fill, across the medical resources (the configs say which). */
interface MedicalFields {
  code?: CodeableConcept;
  note?: Annotation[];
  clinicalStatus?: CodeableConcept;
  complication?: CodeableConcept[];
  performedDateTime?: string;
  condition?: FamilyMemberHistoryCondition[];
  medicationCodeableConcept?: CodeableConcept;
  dosage?: Dosage[];
  extension?: Extension[];
}

type Stored = number | string;

const clinicalSystemOf = (resource: MedicalResource['resourceType']) =>
  resource === 'AllergyIntolerance' ? ALLERGY_CLINICAL_SYSTEM : CONDITION_CLINICAL_SYSTEM;

/** Resolved (Yes, 1) or still active (No, 0). */
function clinicalStatusOf(resource: MedicalResource['resourceType'], resolved: boolean) {
  return {
    coding: [{ system: clinicalSystemOf(resource), code: resolved ? 'resolved' : 'active' }],
  };
}

function extensionValueOf(element: ProfileElement, stored: Stored): Extension {
  switch (element.value_type) {
    case 'integer':
      return { url: 'value', valueInteger: Number(stored) };
    case 'decimal':
      return { url: 'value', valueDecimal: Number(stored) };
    case 'text':
      return { url: 'value', valueString: String(stored) };
    case 'boolean':
      return { url: 'value', valueBoolean: Number(stored) === 1 };
    case 'date':
      return { url: 'value', valueDate: String(stored) };
  }
}

/** Writes one element's value into the field the config names. */
function fill(
  fields: MedicalFields,
  field: FhirElementField,
  resource: MedicalResource['resourceType'],
  code: string,
  element: ProfileElement,
  stored: Stored,
  extensionUrl: string,
): void {
  const text = String(stored);
  switch (field) {
    case 'code.text':
      fields.code = { ...fields.code, text };
      return;
    case 'note':
      fields.note = [{ text }];
      return;
    case 'clinicalStatus':
      fields.clinicalStatus = clinicalStatusOf(resource, Number(stored) === 1);
      return;
    case 'complication':
      fields.complication = [{ text }];
      return;
    case 'performedDateTime':
      fields.performedDateTime = text;
      return;
    case 'condition.code.text':
      fields.condition = [{ code: { text } }];
      return;
    case 'medicationCodeableConcept.text':
      fields.medicationCodeableConcept = { text };
      return;
    case 'dosage.text':
      fields.dosage = [{ text }];
      return;
    case 'extension':
      fields.extension = [
        ...(fields.extension ?? []),
        {
          url: extensionUrl,
          extension: [{ url: 'code', valueCode: code }, extensionValueOf(element, stored)],
        },
      ];
      return;
  }
}

/**
 * One medical record → the resource its config names (Allergy → AllergyIntolerance…), each
 * element in its field, the rest in the Motus extension, the dataset as a Motus tag.
 */
export function medicalResourceOfReading(
  indexed: IndexedDataset,
  reading: ReadingToExport,
  context: ReadingExportContext,
): MedicalResource {
  const { systems } = context.index;
  const resourceType = indexed.resource;
  if (resourceType === 'Observation') throw new Error('An Observation is not a medical resource');
  const fields: MedicalFields = {};
  for (const element of indexed.elements) {
    const stored = reading.values[element.field];
    if (stored === undefined) continue;
    const field = element.element.fhir ?? 'extension';
    fill(
      fields,
      field,
      resourceType,
      element.code,
      element.element,
      stored,
      systems.elementExtension,
    );
  }
  const common = {
    meta: {
      tag: [
        {
          system: systems.datasets,
          code: String(indexed.dataset.id),
          display: indexed.dataset.name,
        },
        { system: systems.areas, code: indexed.profileId, display: indexed.profileTitle },
      ],
    },
    ...(reading.id === undefined
      ? {}
      : { identifier: [{ system: systems.readings, value: String(reading.id) }] }),
  };
  const recorded = fhirDateTimeOf(
    reading.created_on,
    indexed.recordDate.time,
    personTimeZone(context.timeZone),
  );
  const subject = { reference: context.patientReference };
  switch (resourceType) {
    case 'AllergyIntolerance':
      // ait-1: a clinical status unless entered in error; a recorded allergy is taken as active.
      return {
        resourceType,
        ...common,
        clinicalStatus: clinicalStatusOf(resourceType, false),
        ...fields,
        patient: subject,
        recordedDate: recorded,
      };
    case 'Condition':
      return { resourceType, ...common, ...fields, subject, recordedDate: recorded };
    case 'Procedure':
      return {
        resourceType,
        ...common,
        status: 'completed',
        ...fields,
        subject,
        // A Procedure has no date it was recorded: the record's date travels beside it.
        extension: [
          { url: systems.recordDateExtension, valueDateTime: recorded },
          ...(fields.extension ?? []),
        ],
      };
    case 'FamilyMemberHistory':
      return {
        resourceType,
        ...common,
        status: 'completed',
        // Required by FHIR; Motus does not ask which relative.
        relationship: {
          coding: [{ system: ROLE_CODE_SYSTEM, code: 'FAMMEMB', display: FAMILY_MEMBER_DISPLAY }],
        },
        ...fields,
        patient: subject,
        date: recorded,
      };
    case 'MedicationStatement':
      return {
        resourceType,
        ...common,
        // Motus does not ask whether the medication is still taken.
        status: 'unknown',
        medicationCodeableConcept: fields.medicationCodeableConcept ?? {
          text: indexed.dataset.name,
        },
        ...fields,
        subject,
        dateAsserted: recorded,
      };
  }
}

/** One element's value read back from the field the config names; undefined when absent. */
function readField(
  fields: MedicalFields,
  field: FhirElementField,
  element: ProfileElement,
  code: string,
): ElementValue | undefined {
  const text = (value: string | undefined) =>
    value === undefined ? undefined : checkedText(element, value);
  switch (field) {
    case 'code.text':
      return text(fields.code?.text);
    case 'note':
      return text(fields.note?.[0]?.text);
    case 'clinicalStatus': {
      const status = fields.clinicalStatus?.coding?.[0]?.code;
      return status === undefined ? undefined : { value: storedBoolean(status === 'resolved') };
    }
    case 'complication':
      return text(fields.complication?.[0]?.text);
    case 'performedDateTime':
      return fields.performedDateTime === undefined
        ? undefined
        : checkedDay(element, fields.performedDateTime);
    case 'condition.code.text':
      return text(fields.condition?.[0]?.code.text);
    case 'medicationCodeableConcept.text':
      return text(fields.medicationCodeableConcept?.text);
    case 'dosage.text':
      return text(fields.dosage?.[0]?.text);
    case 'extension':
      return extensionValue(fields.extension, element, code);
  }
}

function extensionValue(
  extensions: readonly Extension[] | undefined,
  element: ProfileElement,
  code: string,
): ElementValue | undefined {
  const carrier = extensions?.find(
    (extension) =>
      isMotusSystem(extension.url, MOTUS_ELEMENT_EXTENSION_PATH) &&
      extension.extension?.some((part) => part.url === 'code' && part.valueCode === code),
  );
  const value = carrier?.extension?.find((part) => part.url === 'value');
  if (value === undefined) return undefined;
  switch (element.value_type) {
    case 'integer':
    case 'decimal': {
      const number = value.valueInteger ?? value.valueDecimal;
      return number === undefined ? wrong(element) : checkedNumber(element, number);
    }
    case 'text':
      return value.valueString === undefined
        ? wrong(element)
        : checkedText(element, value.valueString);
    case 'boolean':
      return value.valueBoolean === undefined
        ? wrong(element)
        : { value: storedBoolean(value.valueBoolean) };
    case 'date': {
      const day = value.valueDate ?? value.valueDateTime;
      return day === undefined ? wrong(element) : checkedDay(element, day);
    }
  }
}

const wrong = (element: ProfileElement): ElementValue => ({
  reason: `${element.ui_name} expects a ${element.value_type} value`,
});

/** Where a field the configs name sits in the resource, for a problem's place. */
const FIELD_PLACES: Record<FhirElementField, string> = {
  'code.text': 'code.text',
  note: 'note[0].text',
  clinicalStatus: 'clinicalStatus',
  complication: 'complication[0].text',
  performedDateTime: 'performedDateTime',
  'condition.code.text': 'condition[0].code.text',
  'medicationCodeableConcept.text': 'medicationCodeableConcept.text',
  'dosage.text': 'dosage[0].text',
  extension: 'extension',
};

/** The record's date and the place it sits in its resource. */
function recordDateOfResource(resource: MedicalResource): { field: string; value?: string } {
  switch (resource.resourceType) {
    case 'AllergyIntolerance':
    case 'Condition':
      return { field: 'recordedDate', value: resource.recordedDate };
    case 'FamilyMemberHistory':
      return { field: 'date', value: resource.date };
    case 'MedicationStatement':
      return { field: 'dateAsserted', value: resource.dateAsserted };
    case 'Procedure':
      return {
        field: 'extension',
        value: resource.extension?.find((extension) =>
          isMotusSystem(extension.url, MOTUS_RECORD_DATE_EXTENSION_PATH),
        )?.valueDateTime,
      };
  }
}

/**
 * A medical resource of a Motus export → the record it was, or every problem found (each
 * element, the date). Only Motus's own are taken: a record from elsewhere lacks most of what
 * the form requires, is not guessed at, and is passed over as Motus holds nothing of it. A
 * time is read in the importing person's zone (absent: the server's).
 */
export function readingOfMedicalResource(
  resource: MedicalResource,
  index: FhirDatasetIndex,
  timeZone?: string,
): ReadingFromResource {
  const type = resource.resourceType;
  const tag = resource.meta?.tag?.find((coding) =>
    isMotusSystem(coding.system, MOTUS_DATASET_CODE_SYSTEM_PATH),
  )?.code;
  if (tag === undefined) return notAReading(`A ${type} is imported only from a Motus export`);
  const indexed = /^\d+$/.test(tag) ? index.byId.get(Number(tag)) : undefined;
  if (indexed === undefined) {
    return refusal(`${type}.meta.tag`, `No dataset here has the Motus code ${tag}`);
  }
  if (indexed.resource !== type) {
    return refusal(
      `${type}.meta.tag`,
      `${indexed.dataset.name} is exported as ${indexed.resource}, not ${type}`,
    );
  }
  const fields: MedicalFields = resource;
  const values: ReadingValues = {};
  const problems: ResourceProblem[] = [];
  for (const element of indexed.elements) {
    const field = element.element.fhir ?? 'extension';
    const value = readField(fields, field, element.element, element.code);
    if (value === undefined) continue;
    if ('reason' in value)
      problems.push({ field: `${type}.${FIELD_PLACES[field]}`, reason: value.reason });
    else values[element.field] = value.value;
  }
  if (problems.length === 0 && Object.keys(values).length === 0) {
    problems.push({ field: type, reason: `${indexed.dataset.name} has no value` });
  }
  const date = recordDateOfResource(resource);
  const when = storedRecordTime(date.value, indexed.recordDate.time, personTimeZone(timeZone));
  if ('reason' in when) problems.push({ field: `${type}.${date.field}`, reason: when.reason });
  if (problems.length > 0 || 'reason' in when) return refusals(problems);
  return { ok: true, reading: { datasetId: indexed.dataset.id, created_on: when.value, values } };
}
