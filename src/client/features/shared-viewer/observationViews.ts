import type { Observation, ObservationReferenceRange } from 'fhir/r4';
import type { ReadRecord } from '../../../shared/api/readingContract';
import { judgedRangeFieldsOf } from '../../../shared/api/judgedRangeFields';
import type { ProfileChartTab, ProfileSeries } from '../../../shared/profile-config/tabSchema';
import {
  areaOf,
  conceptText,
  heldValueOf,
  motusCodingOf,
  valueScaleOf,
  wallClockOf,
  type HeldValue,
} from './fhirValues';
import { sharedViewerTexts } from './sharedViewerTexts';
import {
  NO_READ,
  SHARED_DATE_FIELD,
  tableView,
  type SharedArea,
  type SharedElement,
  type SharedView,
} from './sharedViews';

/** The column of what a listed record is (a session's routine). */
const WHAT_FIELD = 'what';

// Lines in the order a chart draws them; distinct in hue and readable on white.
const SERIES_COLOURS = [
  '#2563eb',
  '#dc2626',
  '#059669',
  '#d97706',
  '#7c3aed',
  '#0891b2',
  '#db2777',
  '#4b5563',
];

interface Interval {
  low?: number;
  high?: number;
}

/** The readings of one dataset as they are gathered. */
interface DatasetGroup {
  key: string;
  id: number;
  title: string;
  elements: Map<string, SharedElement>;
  records: ReadRecord[];
  /** Each element's band: the first interval a reading carries for it. */
  references: Map<string, Interval>;
  /**
   * Records by the reading's identifier: a reading of several vital signs (a body weight and a
   * height) comes as one Observation each, shown as the one reading they are.
   */
  byReading: Map<string, ReadRecord>;
  /** Not a dataset's readings (a routine's sessions): listed, never charted. */
  listed: boolean;
  area: SharedArea | undefined;
  /** The fixed scale the readings are drawn on (a pain score's 0 to 10), when they give one. */
  valueAxis: ProfileChartTab['value_axis'];
}

function intervalOf(ranges: ObservationReferenceRange[] | undefined): Interval | undefined {
  const range = ranges?.[0];
  const low = range?.low?.value;
  const high = range?.high?.value;
  if (low === undefined && high === undefined) return undefined;
  return { ...(low === undefined ? {} : { low }), ...(high === undefined ? {} : { high }) };
}

/** The dataset and element a Motus code names: '12' or '12.systolic'. */
function splitCode(code: string): { dataset: string; element: string | undefined } {
  const dot = code.indexOf('.');
  return dot < 0
    ? { dataset: code, element: undefined }
    : { dataset: code.slice(0, dot), element: code.slice(dot + 1) };
}

function note(group: DatasetGroup, name: string, label: string, held: HeldValue): void {
  const known = group.elements.get(name);
  if (!known) {
    group.elements.set(name, { name, label, kind: held.kind, unit: held.unit ?? '' });
    return;
  }
  // One value that is not a number makes the whole element a table's column.
  if (known.kind !== held.kind) known.kind = 'text';
  if (!known.unit && held.unit) known.unit = held.unit;
}

/** Where an Observation belongs: its Motus code, or else its own code. */
function groupOf(observation: Observation): {
  key: string;
  element: string | undefined;
  /** A Motus dataset's id: a reading; any other Motus code (a session) is listed. */
  isDataset: boolean;
  title: string;
} {
  const motus = motusCodingOf(observation.code);
  const text = observation.code.text ?? conceptText(observation.code) ?? 'Readings';
  if (motus?.code) {
    const { dataset, element } = splitCode(motus.code);
    const isDataset = /^\d+$/.test(dataset);
    // A session's text names its routine; the group is named by the code's display.
    const title = isDataset ? text : (motus.display ?? text);
    return { key: `motus:${dataset}`, element, isDataset, title };
  }
  const first = observation.code.coding?.[0];
  return {
    key: `code:${first?.system ?? ''}|${first?.code ?? text}`,
    element: undefined,
    isDataset: true,
    title: text,
  };
}

/**
 * An element's first interval becomes its band; a reading judged against another one (its
 * laboratory's own) keeps it beside its value, to be flagged by it as on the profile page.
 */
function noteInterval(
  group: DatasetGroup,
  record: ReadRecord,
  name: string,
  interval: Interval | undefined,
): void {
  if (interval === undefined) return;
  const band = group.references.get(name);
  if (band === undefined) {
    group.references.set(name, interval);
    return;
  }
  if (interval.low === band.low && interval.high === band.high) return;
  const fields = judgedRangeFieldsOf(name);
  if (interval.low !== undefined) record[fields.low] = interval.low;
  if (interval.high !== undefined) record[fields.high] = interval.high;
}

function gather(groups: Map<string, DatasetGroup>, observation: Observation): void {
  const { key, element, isDataset, title } = groupOf(observation);
  let group = groups.get(key);
  if (!group) {
    const id = Number(key.slice('motus:'.length));
    group = {
      key,
      id: isDataset && Number.isInteger(id) ? id : -(groups.size + 1),
      title,
      elements: new Map(),
      records: [],
      references: new Map(),
      byReading: new Map(),
      listed: !isDataset,
      area: areaOf(observation),
      valueAxis: undefined,
    };
    groups.set(key, group);
  }
  group.valueAxis ??= valueScaleOf(observation.extension);
  const when = observation.effectiveDateTime ?? observation.effectivePeriod?.start;
  if (when === undefined) return;
  const reading = observation.identifier?.[0]?.value;
  const earlier = reading === undefined ? undefined : group.byReading.get(reading);
  const record: ReadRecord = earlier ?? { [SHARED_DATE_FIELD]: wallClockOf(when, true) };
  const text = observation.code.text;
  if (group.listed && text !== undefined && text !== group.title) {
    note(group, WHAT_FIELD, sharedViewerTexts.recordColumns.what, { value: text, kind: 'text' });
    record[WHAT_FIELD] = text;
  }
  const own = heldValueOf(observation);
  if (own) {
    const name = element ?? 'value';
    note(group, name, motusCodingOf(observation.code)?.display ?? group.title, own);
    record[name] = own.value;
    noteInterval(group, record, name, intervalOf(observation.referenceRange));
  }
  for (const component of observation.component ?? []) {
    const held = heldValueOf(component);
    const coding = motusCodingOf(component.code);
    const name = coding?.code
      ? (splitCode(coding.code).element ?? coding.code)
      : conceptText(component.code);
    if (!held || !name) continue;
    note(group, name, coding?.display ?? conceptText(component.code) ?? name, held);
    record[name] = held.value;
    noteInterval(group, record, name, intervalOf(component.referenceRange));
  }
  if (earlier !== undefined) return;
  group.records.push(record);
  if (reading !== undefined) group.byReading.set(reading, record);
}

function viewOf(group: DatasetGroup): SharedView {
  const elements = [...group.elements.values()];
  const numeric = elements.length > 0 && elements.every((element) => element.kind === 'decimal');
  if (!numeric || group.listed) {
    const table = tableView(group.key, group.id, group.title, elements, group.records, true);
    return { ...table, area: group.area };
  }
  // One line draws the tab's band; several each draw their own (a blood pressure's two).
  const single = elements.length === 1 ? group.references.get(elements[0]?.name ?? '') : undefined;
  const series = elements.map((element, index): ProfileSeries => {
    const reference = single === undefined ? group.references.get(element.name) : undefined;
    return {
      field: element.name,
      label: element.label,
      colour: SERIES_COLOURS[index % SERIES_COLOURS.length] ?? '#2563eb',
      unit: element.unit,
      value_kind: 'decimal',
      ...(reference ? { reference } : {}),
    };
  });
  return {
    kind: 'chart',
    key: group.key,
    area: group.area,
    tab: {
      label: group.title,
      dataset: group.id,
      ...NO_READ,
      series,
      ...(single ? { reference: single } : {}),
      ...(group.valueAxis ? { value_axis: group.valueAxis } : {}),
    },
    records: group.records,
  };
}

/**
 * The Bundle's Observations, one view per dataset (its Motus code `<id>` or `<id>.<element>`),
 * titled by the code's text: a chart where every value is a number, with a line per element
 * and its unit and band; a table otherwise. In the order the Bundle first names each.
 */
export function observationViews(observations: readonly Observation[]): SharedView[] {
  const groups = new Map<string, DatasetGroup>();
  for (const observation of observations) gather(groups, observation);
  return [...groups.values()].map(viewOf);
}
