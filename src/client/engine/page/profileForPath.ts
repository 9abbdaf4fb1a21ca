import type { ProfileListEntry } from '../../../shared/api/profileListContract';

/** The profile whose route is this path ('/activityprofile', with or without a final slash). */
export function profileForPath(
  profiles: readonly ProfileListEntry[],
  pathname: string,
): ProfileListEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return profiles.find((profile) => profile.route === path);
}
