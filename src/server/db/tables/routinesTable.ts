import type { ColumnType, Generated } from 'kysely';

/** A user's routine: copied from a template (template_id) or built from exercises. */
export interface RoutinesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  category: string;
  description: Generated<string>;
  safety_info: Generated<string>;
  youtube_url: Generated<string>;
  template_id: number | null;
  /** The doctor who prescribed it; null for the person's own (or a prescriber since erased). */
  prescribed_by: ColumnType<number | null, number | null | undefined, never>;
  /** Prescribed by a clinician: true even once the prescriber's account is gone. */
  prescribed: ColumnType<boolean, boolean | undefined, never>;
  /** ISO weekdays (1 Monday … 7 Sunday) as a JSON array; null without a plan. */
  plan_days: ColumnType<number[] | null, string | null | undefined, string | null>;
  plan_starts_on: ColumnType<string | null, string | null | undefined, string | null>;
  plan_ends_on: ColumnType<string | null, string | null | undefined, string | null>;
  plan_note: ColumnType<string | null, string | null | undefined, string | null>;
  plan_ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  hidden: ColumnType<boolean, boolean | undefined, boolean>;
  stop_requested_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, never, never>;
}
