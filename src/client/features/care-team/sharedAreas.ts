import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { grantAreaOf, grantAreaOptions } from '../../../shared/profile-config/grantArea';
import { patientProfileHref } from '../../../shared/routes/paths';

/** Whether a patient's areas cover a profile (a view, such as blood results, by its profile). */
export function isShared(
  profile: Pick<ProfileListEntry, 'id' | 'view_of'>,
  areas: readonly string[],
): boolean {
  return areas.includes(grantAreaOf(profile));
}

/** The titles of the areas shared, in the configs' order; an area no config names is left out. */
export function sharedAreaTitles(
  profiles: readonly ProfileListEntry[],
  areas: readonly string[],
): string[] {
  return grantAreaOptions(profiles)
    .filter((option) => areas.includes(option.id))
    .map((option) => option.title);
}

/** The profiles whose cards the patient's page shows: those shared, without their views. */
export function sharedProfiles(
  profiles: readonly ProfileListEntry[],
  areas: readonly string[],
): ProfileListEntry[] {
  return profiles.filter((profile) => profile.view_of === undefined && isShared(profile, areas));
}

/**
 * A profile as its page shows it in the doctor's view: its header links (the laboratory's
 * Blood Results, the view's way back) stay with the patient, under /patients/{id}/…; a link to
 * anything but a shared profile (the doctor's own /profile) is dropped.
 */
export function subjectProfileOf(
  profile: ProfileListEntry,
  profiles: readonly ProfileListEntry[],
  patient: { id: number; areas: readonly string[] },
): ProfileListEntry {
  if (!profile.links) return profile;
  const links = profile.links
    .filter((link) => {
      const target = profiles.find((candidate) => candidate.route === link.to);
      return target !== undefined && isShared(target, patient.areas);
    })
    .map((link) => ({ ...link, to: patientProfileHref(patient.id, link.to) }));
  return { ...profile, links };
}
