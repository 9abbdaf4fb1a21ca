import { Type, type Static } from 'typebox';
import { Loinc } from '../profile-config/configStrings';

/**
 * What a clinician reads under a chart before trusting its trend (the LOINC code, the
 * reference interval's caveats and where it was found): long texts a page shows only when
 * its "About" is opened, so they travel apart from the profile list, one reply per profile.
 */
export const PROFILE_FACTS_ROUTE = '/v2/profiles/:profile/facts/';

/**
 * The facts' address as the profile list names it: `v` is their content's tag, so a browser
 * that keeps the reply (force-cache) asks again exactly when the configs changed them.
 */
export function profileFactsPath(profileId: string, tag: string): string {
  return `${profileFactsAddress(profileId)}?v=${tag}`;
}

export function profileFactsAddress(profileId: string): string {
  return PROFILE_FACTS_ROUTE.replace(':profile', profileId);
}

export const DatasetFacts = Type.Object(
  {
    dataset: Type.Integer({ description: 'The id of the dataset these facts are about.' }),
    loinc: Type.Optional(Loinc),
    note: Type.Optional(Type.String()),
    source: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type DatasetFacts = Static<typeof DatasetFacts>;

export const ProfileFactsReply = Type.Object({
  status: Type.Literal('success'),
  details: Type.Object({ datasets: Type.Array(DatasetFacts) }),
});
export type ProfileFactsReply = Static<typeof ProfileFactsReply>;

/** Where a profile list entry finds its facts, and which of its datasets have any. */
export const ProfileFactsRef = Type.Object(
  {
    read: Type.String({ description: 'GET path of the facts, with their content tag.' }),
    datasets: Type.Array(Type.Integer()),
  },
  { additionalProperties: false },
);
export type ProfileFactsRef = Static<typeof ProfileFactsRef>;
