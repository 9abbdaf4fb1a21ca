import { DateTime } from 'luxon';
import { MAX_POINTS_PER_SERIES } from '../../../src/client/engine/chart/chartDensity';
import { accountEndpoints } from '../../../src/shared/api/accountEndpoints';
import { workoutPaths } from '../../../src/shared/api/workoutContract';
import { DATE_FORMAT } from '../../../src/shared/dates/dateFormats';
import {
  thisMonthRange,
  thisYearRange,
  type DateRange,
} from '../../../src/shared/dates/dateRanges';
import type { BenchDataset } from './benchDatasets';
import type { BenchPerson } from './seedPeople';

export const REQUEST_KINDS = [
  'chart read',
  'add a reading',
  'profile list',
  'routines',
  'year summary',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** What one request of the mix is, kept beside it so its reply can be counted and checked. */
export interface MixedRequest {
  kind: RequestKind;
  person: BenchPerson;
  dataset: BenchDataset;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** A person's day in the product: mostly charts, some new readings, a few other pages. */
const CHART_READ_SHARE = 0.85;
const WRITE_SHARE = 0.1;
const OTHER_PAGES: readonly RequestKind[] = ['profile list', 'routines', 'year summary'];

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
};

/** A custom range as a person picks one: 7 to 120 days within the last year. */
function customRange(today: DateTime): DateRange {
  const days = 7 + Math.floor(Math.random() * 114);
  const end = today.minus({ days: Math.floor(Math.random() * (366 - days)) });
  return {
    date_from: end.minus({ days: days - 1 }).toFormat(DATE_FORMAT),
    date_to: end.toFormat(DATE_FORMAT),
  };
}

/** The ranges a chart page offers: This Month, This Year, the last 90 days, a custom one. */
function chartRange(today: DateTime): DateRange {
  switch (Math.floor(Math.random() * 4)) {
    case 0:
      return thisMonthRange(today);
    case 1:
      return thisYearRange(today);
    case 2:
      return {
        date_from: today.minus({ days: 89 }).toFormat(DATE_FORMAT),
        date_to: today.toFormat(DATE_FORMAT),
      };
    default:
      return customRange(today);
  }
}

/** Each request as the browser sends it: the person's own session, gzip accepted. */
export function browserHeaders(person: BenchPerson, withBody: boolean): Record<string, string> {
  return {
    authorization: person.authorization,
    'accept-encoding': 'gzip',
    ...(withBody ? { 'content-type': 'application/json' } : {}),
  };
}

function pathOf(kind: RequestKind, dataset: BenchDataset, yearSummaryPath: string): string {
  switch (kind) {
    case 'chart read':
      return dataset.tab.read;
    case 'add a reading':
      return dataset.writePath;
    case 'profile list':
      return accountEndpoints.profiles;
    case 'routines':
      return workoutPaths.routines;
    case 'year summary':
      return yearSummaryPath;
  }
}

/**
 * Draws requests for the mix: a random person, one of their datasets, and 85 % chart reads
 * over a range the page offers (with max_points as the chart asks), 10 % one new reading,
 * 5 % the profile list, the routines and the activity year summary.
 */
export function requestMix(
  people: readonly BenchPerson[],
  datasets: readonly BenchDataset[],
  yearSummaryPath: string,
): () => MixedRequest {
  const today = DateTime.local();
  return () => {
    const person = pick(people);
    const dataset = pick(datasets);
    const draw = Math.random();
    const kind: RequestKind =
      draw < CHART_READ_SHARE
        ? 'chart read'
        : draw < CHART_READ_SHARE + WRITE_SHARE
          ? 'add a reading'
          : pick(OTHER_PAGES);
    const body =
      kind === 'chart read'
        ? JSON.stringify({ ...chartRange(today), max_points: MAX_POINTS_PER_SERIES })
        : kind === 'add a reading'
          ? dataset.writeBody
          : undefined;
    return {
      kind,
      person,
      dataset,
      method: body === undefined ? 'GET' : 'POST',
      path: pathOf(kind, dataset, yearSummaryPath),
      headers: browserHeaders(person, body !== undefined),
      ...(body === undefined ? {} : { body }),
    };
  };
}
