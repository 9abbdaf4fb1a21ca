import type { Kysely } from 'kysely';
import {
  accessLogCsvCells,
  accessLogCsvHeader,
  type AreaTitles,
} from '../../../shared/accessLog/accessLogColumns';
import { WORKOUT_AREA, WORKOUT_AREA_TITLE } from '../../../shared/api/careTeamParameters';
import { yourDataEndpoints } from '../../../shared/api/yourDataEndpoints';
import { CSV_BYTE_ORDER_MARK, csvLine, type CsvCell } from '../../../shared/csv/csvText';
import { recordDateOf } from '../../../shared/profile-config/recordDate';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import type { WorkoutCatalogue } from '../../../shared/workout/workoutCatalogueSchema';
import type { Database } from '../../db/database';
import { accessLogPageBefore } from '../../db/repositories/accessLogRepository';
import {
  datasetIdsWithReadings,
  readingsPageAfter,
  type ReadingCursor,
} from '../../db/repositories/readingPagesRepository';
import {
  routineExercisesOf,
  sessionExercisesPageAfter,
  sessionsPageAfter,
} from '../../db/repositories/workoutExportRepository';
import { accessLogEntries } from '../careTeam/accessLogEntries';
import { datasetAbout, type ExportedFile } from './exportReadme';
import { ACCESS_LOG_FILE, README_FILE, accessLogAbout, exportReadme } from './exportReadme';
import { datasetCsvCells, datasetCsvHeader, exportedDatasets } from './datasetCsv';
import {
  routineCells,
  sessionCells,
  sessionExerciseCells,
  workoutFiles,
  type ExerciseName,
} from './workoutCsv';
import type { ZipStream } from './zipStream';

export interface CsvExportSources {
  db: Kysely<Database>;
  profileConfigs: readonly ProfileConfig[];
  workoutCatalogue: WorkoutCatalogue;
  publicUrl: string;
}

/** Rows read per statement: one page is all the export holds in memory. */
export const EXPORT_PAGE_ROWS = 2000;

/**
 * Writes one CSV file, page by page: `nextPage` reads the rows after the last one it
 * returned, and an empty page ends the file.
 */
async function writeCsvFile(
  zip: ZipStream,
  name: string,
  header: readonly CsvCell[],
  nextPage: () => Promise<readonly (readonly CsvCell[])[]>,
): Promise<void> {
  zip.startFile(name);
  await zip.addText(CSV_BYTE_ORDER_MARK + csvLine(header));
  for (;;) {
    const rows = await nextPage();
    if (rows.length === 0) return;
    await zip.addText(rows.map(csvLine).join(''));
  }
}

/** A source read once, as a single page. */
function once<T>(read: () => Promise<readonly T[]>): () => Promise<readonly T[]> {
  let done = false;
  return async () => {
    if (done) return [];
    done = true;
    return read();
  };
}

async function writeDatasets(
  sources: CsvExportSources,
  userId: number,
  zip: ZipStream,
): Promise<ExportedFile[]> {
  const withReadings = await datasetIdsWithReadings(sources.db, userId);
  const files: ExportedFile[] = [];
  for (const exported of exportedDatasets(sources.profileConfigs)) {
    if (!withReadings.has(exported.dataset.id)) continue;
    let after: ReadingCursor | null = null;
    await writeCsvFile(zip, exported.fileName, datasetCsvHeader(exported.dataset), async () => {
      const rows = await readingsPageAfter(sources.db, {
        userId,
        datasetId: exported.dataset.id,
        after,
        limit: EXPORT_PAGE_ROWS,
      });
      after = rows.at(-1)?.cursor ?? after;
      return rows.map((row) => datasetCsvCells(exported, row));
    });
    const withTime = recordDateOf(exported.profile).time;
    files.push({ name: exported.fileName, about: datasetAbout(exported, withTime) });
  }
  return files;
}

async function writeWorkout(
  sources: CsvExportSources,
  userId: number,
  zip: ZipStream,
): Promise<ExportedFile[]> {
  const names = new Map(sources.workoutCatalogue.exercises.map((ex) => [ex.id, ex.name]));
  // An exercise that left the catalogue keeps its id rather than vanish from the record.
  const exerciseName: ExerciseName = (id) => names.get(id) ?? `Exercise ${id}`;
  const { routines, sessions, sessionExercises } = workoutFiles;

  await writeCsvFile(
    zip,
    routines.name,
    routines.header,
    once(async () =>
      (await routineExercisesOf(sources.db, userId)).map((row) => routineCells(row, exerciseName)),
    ),
  );

  let afterSession = 0;
  await writeCsvFile(zip, sessions.name, sessions.header, async () => {
    const rows = await sessionsPageAfter(sources.db, {
      userId,
      afterId: afterSession,
      limit: EXPORT_PAGE_ROWS,
    });
    afterSession = rows.at(-1)?.id ?? afterSession;
    return rows.map(sessionCells);
  });

  let afterExercise = { sessionId: 0, routineExerciseId: 0 };
  await writeCsvFile(zip, sessionExercises.name, sessionExercises.header, async () => {
    const rows = await sessionExercisesPageAfter(sources.db, {
      userId,
      after: afterExercise,
      limit: EXPORT_PAGE_ROWS,
    });
    const last = rows.at(-1);
    if (last) {
      afterExercise = { sessionId: last.session_id, routineExerciseId: last.routine_exercise_id };
    }
    return rows.map((row) => sessionExerciseCells(row, exerciseName));
  });

  return [routines, sessions, sessionExercises].map(({ name, about }) => ({ name, about }));
}

async function writeAccessLog(
  sources: CsvExportSources,
  userId: number,
  zip: ZipStream,
): Promise<ExportedFile> {
  const entry = accessLogEntries(sources.profileConfigs);
  const titles: AreaTitles = new Map([
    ...sources.profileConfigs.map((profile): [string, string] => [profile.id, profile.title]),
    [WORKOUT_AREA, WORKOUT_AREA_TITLE],
  ]);
  let beforeId: number | null = null;
  await writeCsvFile(zip, ACCESS_LOG_FILE, accessLogCsvHeader, async () => {
    const rows = await accessLogPageBefore(sources.db, {
      subjectUserId: userId,
      beforeId,
      limit: EXPORT_PAGE_ROWS,
    });
    beforeId = rows.at(-1)?.id ?? beforeId;
    return rows.map((row) => accessLogCsvCells(entry(row), titles));
  });
  return { name: ACCESS_LOG_FILE, about: accessLogAbout };
}

/**
 * Everything a person holds, as CSV files in a zip: a file per dataset they have readings in
 * (the medical history included), their routines and sessions, their access log, and a
 * README.txt saying what each file holds. Reads page by page; the zip is sent as it is made.
 */
export async function writeCsvExport(
  sources: CsvExportSources,
  userId: number,
  zip: ZipStream,
): Promise<void> {
  const files = [
    ...(await writeDatasets(sources, userId, zip)),
    ...(await writeWorkout(sources, userId, zip)),
    await writeAccessLog(sources, userId, zip),
  ];
  zip.startFile(README_FILE);
  await zip.addText(exportReadme(files, `${sources.publicUrl}${yourDataEndpoints.exportFhir}`));
  zip.end();
}
