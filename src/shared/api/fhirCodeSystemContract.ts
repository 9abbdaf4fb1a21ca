import { Type, type Static } from 'typebox';

const ElementConcept = Type.Object({
  /** `<dataset id>.<stored name>`, as the export codes an element. */
  code: Type.String(),
  display: Type.String(),
});

const DatasetConcept = Type.Object({
  /** The dataset id, or `routine-session`. */
  code: Type.String(),
  display: Type.String(),
  concept: Type.Optional(Type.Array(ElementConcept)),
});

/** The Motus CodeSystem resource (FHIR R4), as `GET /fhir/CodeSystem/datasets` answers it. */
export const DatasetCodeSystemReply = Type.Object(
  {
    resourceType: Type.Literal('CodeSystem'),
    url: Type.String(),
    name: Type.String(),
    title: Type.String(),
    description: Type.String(),
    status: Type.Literal('active'),
    caseSensitive: Type.Boolean(),
    hierarchyMeaning: Type.Literal('part-of'),
    content: Type.Literal('complete'),
    count: Type.Integer(),
    concept: Type.Array(DatasetConcept),
  },
  { description: 'A FHIR R4 CodeSystem' },
);
export type DatasetCodeSystemReply = Static<typeof DatasetCodeSystemReply>;
