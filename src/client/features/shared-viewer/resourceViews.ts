import type { CodeableConcept, Coding, Extension, FhirResource } from 'fhir/r4';
import type { ReadRecord } from '../../../shared/api/readingContract';
import {
  MOTUS_ELEMENT_EXTENSION_PATH,
  MOTUS_RECORD_DATE_EXTENSION_PATH,
} from '../../../shared/api/yourDataEndpoints';
import {
  areaOf,
  conceptText,
  heldValueOf,
  isMotusDatasetSystem,
  motusCodingOf,
  wallClockOf,
} from './fhirValues';
import {
  SHARED_DATE_FIELD,
  tableView,
  type SharedArea,
  type SharedElement,
  type SharedView,
} from './sharedViews';
import { sharedViewerTexts } from './sharedViewerTexts';

/** What a medical record (or a session) says, read from the fields its resource type has. */
type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const concept = (value: unknown): string | undefined =>
  isRecord(value) ? conceptText(value) : undefined;

const periodStart = (value: unknown): string | undefined =>
  isRecord(value) ? text(value.start) : undefined;

function hasUrlEnding(extension: Extension, path: string): boolean {
  return /^https?:\/\//.test(extension.url) && extension.url.endsWith(path);
}

/** The day a record is about, from whichever field its resource type keeps it in. */
function recordDateOf(resource: Loose): string | undefined {
  const extension = (resource.extension as Extension[] | undefined)?.find((candidate) =>
    hasUrlEnding(candidate, MOTUS_RECORD_DATE_EXTENSION_PATH),
  );
  return (
    text(resource.recordedDate) ??
    text(resource.onsetDateTime) ??
    text(resource.performedDateTime) ??
    periodStart(resource.performedPeriod) ??
    text(resource.effectiveDateTime) ??
    periodStart(resource.effectivePeriod) ??
    text(resource.date) ??
    text(resource.dateAsserted) ??
    text(extension?.valueDateTime) ??
    text(extension?.valueDate)
  );
}

/** The fixed columns of a medical record: what, its status, for whom, and notes. */
function fixedValues(resource: Loose): [SharedElement, string | undefined][] {
  const notes = Array.isArray(resource.note)
    ? resource.note
        .map((entry: unknown) => (isRecord(entry) ? text(entry.text) : undefined))
        .filter((entry): entry is string => entry !== undefined)
        .join(' ')
    : undefined;
  const columns = sharedViewerTexts.recordColumns;
  const column = (name: string, label: string): SharedElement => ({
    name,
    label,
    kind: 'text',
    unit: '',
  });
  return [
    [
      column('what', columns.what),
      concept(resource.code) ??
        concept(resource.medicationCodeableConcept) ??
        text(resource.description),
    ],
    [column('relationship', columns.relationship), concept(resource.relationship)],
    // Active or resolved, where Motus asked; a resource's own status (a Procedure's
    // 'completed', a MedicationStatement's 'unknown') is fixed by the export and says nothing.
    [column('status', columns.status), concept(resource.clinicalStatus)],
    [column('note', columns.note), notes === '' ? undefined : notes],
  ];
}

/** Values Motus carries in its own extension where the resource has no field for them. */
function extensionValues(resource: Loose): [SharedElement, number | string][] {
  const found: [SharedElement, number | string][] = [];
  for (const extension of (resource.extension as Extension[] | undefined) ?? []) {
    if (!hasUrlEnding(extension, MOTUS_ELEMENT_EXTENSION_PATH)) continue;
    const parts = extension.extension ?? [];
    const code = parts.find((part) => part.url === 'code');
    const value = parts.find((part) => part.url === 'value');
    const held = value ? heldValueOf(value) : undefined;
    const name = code?.valueCoding?.code ?? code?.valueCode ?? code?.valueString;
    if (!held || !name) continue;
    const label = code?.valueCoding?.display ?? elementLabelOf(name);
    found.push([{ name: `x:${name}`, label, kind: held.kind, unit: held.unit ?? '' }, held.value]);
  }
  return found;
}

/**
 * A column's title where the Bundle gives only the element's Motus code: its stored name in
 * words ('55.times_per_day' → 'Times per day'); the viewer has no configs to ask.
 */
export function elementLabelOf(code: string): string {
  const name = code
    .slice(code.indexOf('.') + 1)
    .replace(/_/g, ' ')
    .trim();
  return name === '' ? code : name.charAt(0).toUpperCase() + name.slice(1);
}

interface ResourceGroup {
  key: string;
  title: string;
  area: SharedArea | undefined;
  elements: Map<string, SharedElement>;
  records: ReadRecord[];
}

/** The Motus dataset a resource is tagged with (medical records), or names in its code. */
function motusDatasetOf(resource: FhirResource): Coding | undefined {
  const tagged = resource.meta?.tag?.find((tag) => isMotusDatasetSystem(tag.system) && tag.code);
  return (
    tagged ?? motusCodingOf((resource as unknown as Loose).code as CodeableConcept | undefined)
  );
}

function titleOf(resource: FhirResource, motus: Coding | undefined): string {
  const titles: Record<string, string> = sharedViewerTexts.resourceTitles;
  return motus?.display ?? titles[resource.resourceType] ?? resource.resourceType;
}

/**
 * Medical records and other resources (AllergyIntolerance, Condition, Procedure,
 * FamilyMemberHistory, MedicationStatement, sessions…) as engine tables, one per Motus dataset
 * where the resource names one, else one per resource type. Only the columns some record
 * fills are shown.
 */
export function resourceViews(resources: readonly FhirResource[]): SharedView[] {
  const groups = new Map<string, ResourceGroup>();
  for (const resource of resources) {
    const loose = resource as unknown as Loose;
    const motus = motusDatasetOf(resource);
    const key = motus?.code ? `motus:${motus.code}` : `type:${resource.resourceType}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        title: titleOf(resource, motus),
        area: areaOf(resource),
        elements: new Map(),
        records: [],
      };
      groups.set(key, group);
    }
    const when = recordDateOf(loose);
    const record: ReadRecord = when ? { [SHARED_DATE_FIELD]: wallClockOf(when, false) } : {};
    const values: [SharedElement, number | string | undefined][] = [
      ...fixedValues(loose),
      ...extensionValues(loose),
    ];
    for (const [element, value] of values) {
      if (value === undefined) continue;
      if (!group.elements.has(element.name)) group.elements.set(element.name, element);
      record[element.name] = value;
    }
    group.records.push(record);
  }
  return [...groups.values()].map((group, index) => ({
    ...tableView(
      group.key,
      -1000 - index,
      group.title,
      [...group.elements.values()],
      group.records,
      false,
    ),
    area: group.area,
  }));
}
