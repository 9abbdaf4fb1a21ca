import { WORKOUT_AREA, WORKOUT_AREA_TITLE } from '../api/careTeamParameters';
import type { ProfileConfig } from './profileConfigSchema';

/**
 * The area of a grant that covers a profile: its own id, or for a view (blood results) the
 * id of the profile it shows, so sharing the Laboratory profile shares its views too.
 */
export function grantAreaOf(profile: Pick<ProfileConfig, 'id' | 'view_of'>): string {
  return profile.view_of ?? profile.id;
}

export interface GrantAreaOption {
  id: string;
  title: string;
}

/** The areas a patient can share, in the configs' order: every profile (not its views), and workout. */
export function grantAreaOptions(
  profiles: readonly Pick<ProfileConfig, 'id' | 'view_of' | 'title'>[],
): GrantAreaOption[] {
  return [
    ...profiles
      .filter((profile) => profile.view_of === undefined)
      .map((profile) => ({ id: profile.id, title: profile.title })),
    { id: WORKOUT_AREA, title: WORKOUT_AREA_TITLE },
  ];
}
