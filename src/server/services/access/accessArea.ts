import { WORKOUT_AREA, WORKOUT_AREA_TITLE } from '../../../shared/api/careTeamParameters';
import { grantAreaOf } from '../../../shared/profile-config/grantArea';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';

/** Where a request's data lies: the grant area that covers it, and how the log names it. */
export interface AccessArea {
  /** The grant area: a profile id (a view's is its profile's) or 'workout'. */
  area: string;
  /** What the access log names: the profile (or view) id, or 'workout'. */
  profile: string;
  /** How people read it: "Vitals Profile", "Workout". */
  title: string;
  /** Whether the owner's own reads and writes need their secure pin. */
  pin: boolean;
}

export function profileAccessArea(config: ProfileConfig): AccessArea {
  return {
    area: grantAreaOf(config),
    profile: config.id,
    title: config.title,
    pin: config.pin,
  };
}

/** The workout is never behind the pin: its refusals are the care team's alone (accessData). */
export const workoutAccessArea: AccessArea & { pin: false } = {
  area: WORKOUT_AREA,
  profile: WORKOUT_AREA,
  title: WORKOUT_AREA_TITLE,
  pin: false,
};
