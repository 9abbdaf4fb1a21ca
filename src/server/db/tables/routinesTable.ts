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
  created_at: ColumnType<Date, never, never>;
}
