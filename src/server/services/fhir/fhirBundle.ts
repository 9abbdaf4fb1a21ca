import { randomUUID } from 'node:crypto';
import type { Bundle, BundleEntry, FhirResource } from 'fhir/r4';
import type { Kysely } from 'kysely';
import { WORKOUT_AREA } from '../../../shared/api/careTeamParameters';
import type { Database } from '../../db/database';
import {
  accessLogPage,
  findExportPerson,
  grantsPage,
  routineSessionsPage,
} from '../../db/repositories/exportPagesRepository';
import {
  datasetIdsWithReadings,
  readingsPageAfter,
  type ReadingCursor,
  type ReadingPageRow,
} from '../../db/repositories/readingPagesRepository';
import { auditEventResource } from './auditEventResource';
import { consentResource } from './consentResource';
import type { FhirDatasetIndex } from './fhirDatasetIndex';
import { patientEntry } from './patientResource';
import { readingToResources } from './readingResources';
import { personTimeZone } from '../timeZones/personTimeZone';
import type { ExerciseNames } from '../workout/exerciseNames';
import { routineSessionResource } from './routineSessionResource';
import { isStandingDataset, stillHolds } from './standingRecords';

/** What an export holds; nothing given: everything. */
export interface FhirExportScope {
  /** Grant areas (profile ids and 'workout'): only their readings and sessions, no grants or log. */
  areas?: readonly string[];
  /**
   * yyyy-MM-dd, inclusive: the readings and sessions of these days; of allergies, conditions
   * and medications also those recorded before that still hold (standingRecords.ts).
   */
  dateFrom?: string;
  dateTo?: string;
}

export interface FhirExportContext {
  index: FhirDatasetIndex;
  areaTitle: (area: string) => string;
  partnerName: (id: string) => string;
  /** The library's name of a session's exercise; undefined for one it no longer holds. */
  exerciseName: ExerciseNames['nameOf'];
  /** Rows read per query. */
  pageSize?: number;
}

const DEFAULT_PAGE_SIZE = 500;

/** Pages of rows after a cursor until one comes back short. */
async function* paged<Row, Cursor>(
  first: Cursor,
  page: (after: Cursor) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  size: number,
): AsyncGenerator<Row> {
  let after = first;
  for (;;) {
    const rows = await page(after);
    yield* rows;
    const last = rows.at(-1);
    if (last === undefined || rows.length < size) return;
    after = cursorOf(last);
  }
}

const entryOf = (resource: FhirResource): BundleEntry => ({
  fullUrl: `urn:uuid:${randomUUID()}`,
  resource,
});

/**
 * Every entry of a person's export in order: the Patient first, then each reading, each
 * routine session, each grant as a Consent and each access as an AuditEvent. Read from the
 * database a page at a time, so a long history never sits in memory at once. Undefined
 * entries: the person is not there (an account erased meanwhile).
 */
export async function* fhirBundleEntries(
  db: Kysely<Database>,
  subjectUserId: number,
  scope: FhirExportScope,
  context: FhirExportContext,
): AsyncGenerator<BundleEntry> {
  const size = context.pageSize ?? DEFAULT_PAGE_SIZE;
  const person = await findExportPerson(db, subjectUserId);
  if (person === undefined) return;
  const patient = patientEntry(person);
  const patientReference = patient.fullUrl ?? '';
  yield patient;

  const { systems } = context.index;
  const areas = scope.areas === undefined ? undefined : new Set(scope.areas);
  const datasetIds =
    areas === undefined
      ? [...context.index.byId.keys()]
      : [...context.index.byId.values()]
          .filter((indexed) => areas.has(indexed.profileId))
          .map((indexed) => indexed.dataset.id);
  const days = {
    ...(scope.dateFrom === undefined ? {} : { dateFrom: scope.dateFrom }),
    ...(scope.dateTo === undefined ? {} : { dateTo: scope.dateTo }),
  };
  // Every time of the export takes its offset from the subject's zone, whoever asks for it.
  const timeZone = personTimeZone(person.time_zone);
  const readingContext = {
    index: context.index,
    patientReference,
    timeZone,
  };
  const withReadings = await datasetIdsWithReadings(db, subjectUserId);
  // One dataset after another: each page is then one range of the readings index.
  for (const datasetId of datasetIds.filter((id) => withReadings.has(id)).sort((a, b) => a - b)) {
    const indexed = context.index.byId.get(datasetId);
    // Allergies, conditions and medications are read from the person's first record on, in one
    // pass so none comes twice; those before the window that no longer hold are left out.
    // Nothing after the window's end: on its days that was not yet known.
    const standing = indexed !== undefined && isStandingDataset(indexed);
    const { dateFrom, ...untilEnd } = days;
    const readDays = standing ? untilEnd : days;
    const readings = paged<ReadingPageRow, ReadingCursor | null>(
      null,
      (after) =>
        readingsPageAfter(db, {
          userId: subjectUserId,
          datasetId,
          after,
          limit: size,
          ...readDays,
        }),
      (row) => row.cursor,
      size,
    );
    for await (const row of readings) {
      const beforeWindow = dateFrom !== undefined && row.created_on < dateFrom;
      if (standing && beforeWindow && !stillHolds(indexed, row.values)) continue;
      const resources = readingToResources(
        { id: row.id, datasetId, created_on: row.created_on, values: row.values },
        readingContext,
      );
      for (const resource of resources) yield entryOf(resource);
    }
  }

  if (areas === undefined || areas.has(WORKOUT_AREA)) {
    const sessions = paged(
      0,
      (after) => routineSessionsPage(db, { userId: subjectUserId, ...days }, after, size),
      (row) => row.id,
      size,
    );
    for await (const session of sessions) {
      yield entryOf(
        routineSessionResource(session, systems, patientReference, timeZone, context.exerciseName),
      );
    }
  }

  // A share of some areas is for someone else's eyes: whom else the person shares with, and
  // who read what, are not part of it.
  if (areas !== undefined) return;
  const grants = paged(
    0,
    (after) => grantsPage(db, subjectUserId, after, size),
    (row) => row.id,
    size,
  );
  for await (const grant of grants) {
    yield entryOf(consentResource(grant, systems, patientReference, context.areaTitle));
  }
  const accesses = paged(
    0,
    (after) => accessLogPage(db, subjectUserId, after, size),
    (row) => row.id,
    size,
  );
  for await (const access of accesses) {
    yield entryOf(auditEventResource(access, patientReference, context.partnerName));
  }
}

function bundleHead(timestamp: string): Omit<Bundle, 'entry'> {
  return { resourceType: 'Bundle', type: 'collection', timestamp };
}

/**
 * Entries are sent in pieces of about this many characters: a piece per entry made the stream's
 * own work per chunk the larger part of a long export.
 */
const PIECE_CHARACTERS = 64 * 1024;

/**
 * The export as JSON text in pieces of several entries, as their pages are read: what a
 * download streams. Together the pieces are one Bundle.
 */
export async function* streamFhirBundle(
  db: Kysely<Database>,
  subjectUserId: number,
  scope: FhirExportScope,
  context: FhirExportContext,
): AsyncGenerator<string> {
  const head = JSON.stringify(bundleHead(new Date().toISOString()));
  yield `${head.slice(0, -1)},"entry":[`;
  let piece = '';
  let separator = '';
  for await (const entry of fhirBundleEntries(db, subjectUserId, scope, context)) {
    piece += `${separator}${JSON.stringify(entry)}`;
    separator = ',';
    if (piece.length >= PIECE_CHARACTERS) {
      yield piece;
      piece = '';
    }
  }
  yield `${piece}]}`;
}

/** The same Bundle as one object, for a small scope (a passcode link's file). */
export async function buildFhirBundle(
  db: Kysely<Database>,
  subjectUserId: number,
  scope: FhirExportScope,
  context: FhirExportContext,
): Promise<Bundle> {
  const entry: BundleEntry[] = [];
  for await (const item of fhirBundleEntries(db, subjectUserId, scope, context)) entry.push(item);
  return { ...bundleHead(new Date().toISOString()), entry };
}
