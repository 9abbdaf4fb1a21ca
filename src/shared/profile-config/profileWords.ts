import type { ProfileConfig } from './profileConfigSchema';

/**
 * Who reads a profile's words: the person whose data it is, or someone else viewing it (their
 * doctor), to whom a text saying "your" would speak of the wrong person.
 */
export type ProfileReader = 'self' | 'viewer';

type Worded = Pick<ProfileConfig, 'subtitle' | 'summary' | 'viewer_subtitle' | 'viewer_summary'>;

/** The page header's sentence for this reader. */
export function profileSubtitle(profile: Worded, reader: ProfileReader): string {
  return reader === 'viewer' ? (profile.viewer_subtitle ?? profile.subtitle) : profile.subtitle;
}

/** A profile card's sentence for this reader: the summary, else the subtitle. */
export function profileSummary(profile: Worded, reader: ProfileReader): string {
  const summary =
    reader === 'viewer' ? (profile.viewer_summary ?? profile.summary) : profile.summary;
  return summary ?? profileSubtitle(profile, reader);
}
