import { WORKOUT_AREA, WORKOUT_AREA_TITLE } from '../../../shared/api/careTeamParameters';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';

/** An area's or a profile's title by its id, views included (a log row may name one). */
export type AreaTitles = ReadonlyMap<string, string>;

export function areaTitles(profiles: readonly Pick<ProfileConfig, 'id' | 'title'>[]): AreaTitles {
  return new Map([
    ...profiles.map((profile): [string, string] => [profile.id, profile.title]),
    [WORKOUT_AREA, WORKOUT_AREA_TITLE],
  ]);
}
