import { sql, type Kysely } from 'kysely';
import type { SummaryRunPain } from '../../../shared/api/patientSummaryContract';
import type { Database } from '../../db/database';
import { workoutMessages } from '../../../shared/messages/workoutMessages';
import type { CatalogueIndex } from '../workout/catalogueIndex';

/**
 * The runs from the day `since` on that brought back pain or an exercise that hurt (decision
 * 045), newest first: the one place the patient summary reads them, under the Workout area.
 */
export async function runPainSince(
  db: Kysely<Database>,
  catalogue: CatalogueIndex,
  query: { userId: number; since: string },
): Promise<SummaryRunPain[]> {
  const { rows } = await sql<{
    session: number;
    routine_name: string;
    at: string;
    before: number | null;
    after: number | null;
    hurt: number[] | null;
  }>`
    select s.id::float8 as session, r.name as routine_name,
           to_char(s.created_on, 'YYYY-MM-DD HH24:MI') as at,
           s.pain_before as before, s.pain_after as after,
           (select array_agg(e.exercise_id::float8 order by e.routine_exercise_id)
              from session_exercises e where e.session_id = s.id and e.hurt) as hurt
      from routine_sessions s
      join routines r on r.id = s.routine_id
     where s.user_id = ${query.userId} and s.created_on >= ${query.since}::date
       and (s.pain_before is not null or s.pain_after is not null
            or exists (select 1 from session_exercises e where e.session_id = s.id and e.hurt))
     order by s.created_on desc, s.id desc`.execute(db);
  return rows.map(({ hurt, ...run }) => ({
    ...run,
    hurt: (hurt ?? []).map((id) => catalogue.exercise(id)?.name ?? workoutMessages.exerciseGone),
  }));
}
