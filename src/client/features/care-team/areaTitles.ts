import type { AreaTitles } from '../../../shared/accessLog/accessLogColumns';
import { WORKOUT_AREA, WORKOUT_AREA_TITLE } from '../../../shared/api/careTeamParameters';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';

export function areaTitles(profiles: readonly Pick<ProfileConfig, 'id' | 'title'>[]): AreaTitles {
  return new Map([
    ...profiles.map((profile): [string, string] => [profile.id, profile.title]),
    [WORKOUT_AREA, WORKOUT_AREA_TITLE],
  ]);
}
