import { Type, type TSchema } from 'typebox';

/**
 * The JSON shape of what the import reads from each resource type it maps: the fields the
 * mapping looks at, each of its FHIR JSON type. Anything else a resource carries is not read
 * and not judged here. A resource of a wrong shape (a code that is a string, a coding that is
 * not a list) is refused with every place named before any mapping reads it.
 */

const text = Type.String();
const optionalText = Type.Optional(text);

const Coding = Type.Object({ system: optionalText, code: optionalText, display: optionalText });
const CodeableConcept = Type.Object({
  coding: Type.Optional(Type.Array(Coding)),
  text: optionalText,
});
const Quantity = Type.Object({
  value: Type.Optional(Type.Number()),
  unit: optionalText,
  system: optionalText,
  code: optionalText,
});
const Meta = Type.Object({ tag: Type.Optional(Type.Array(Coding)) });

/** value[x] of an Observation and of each of its components. */
const observationValues = {
  valueQuantity: Type.Optional(Quantity),
  valueString: optionalText,
  valueBoolean: Type.Optional(Type.Boolean()),
  valueInteger: Type.Optional(Type.Integer()),
  valueDateTime: optionalText,
};

const Observation = Type.Object({
  id: optionalText,
  meta: Type.Optional(Meta),
  status: text,
  code: CodeableConcept,
  ...observationValues,
  component: Type.Optional(
    Type.Array(Type.Object({ code: CodeableConcept, ...observationValues })),
  ),
  effectiveDateTime: optionalText,
  effectiveInstant: optionalText,
  effectivePeriod: Type.Optional(Type.Object({ start: optionalText })),
  issued: optionalText,
  referenceRange: Type.Optional(
    Type.Array(
      Type.Object({
        low: Type.Optional(Quantity),
        high: Type.Optional(Quantity),
        text: optionalText,
      }),
    ),
  ),
});

/** The Motus extension: a code and a value, or the record date of a Procedure. */
const Extension = Type.Object({
  url: text,
  valueDateTime: optionalText,
  extension: Type.Optional(
    Type.Array(
      Type.Object({
        url: text,
        valueCode: optionalText,
        valueInteger: Type.Optional(Type.Integer()),
        valueDecimal: Type.Optional(Type.Number()),
        valueString: optionalText,
        valueBoolean: Type.Optional(Type.Boolean()),
        valueDate: optionalText,
        valueDateTime: optionalText,
      }),
    ),
  ),
});

const medicalFields = {
  id: optionalText,
  meta: Type.Optional(Meta),
  code: Type.Optional(CodeableConcept),
  note: Type.Optional(Type.Array(Type.Object({ text: optionalText }))),
  clinicalStatus: Type.Optional(CodeableConcept),
  complication: Type.Optional(Type.Array(CodeableConcept)),
  performedDateTime: optionalText,
  condition: Type.Optional(Type.Array(Type.Object({ code: CodeableConcept }))),
  medicationCodeableConcept: Type.Optional(CodeableConcept),
  dosage: Type.Optional(Type.Array(Type.Object({ text: optionalText }))),
  extension: Type.Optional(Type.Array(Extension)),
  recordedDate: optionalText,
  date: optionalText,
  dateAsserted: optionalText,
};
const MedicalResource = Type.Object(medicalFields);

/** The shape of each resource type the import maps; other types are not read at all. */
export const readingResourceShapes: Readonly<Record<string, TSchema>> = {
  Observation,
  AllergyIntolerance: MedicalResource,
  Condition: MedicalResource,
  Procedure: MedicalResource,
  FamilyMemberHistory: MedicalResource,
  MedicationStatement: MedicalResource,
};
