import { Type, type Static } from 'typebox';
import { ProfileConfigSchema, type ProfileConfig } from '../profile-config/profileConfigSchema';
import { DatasetSchema } from '../profile-config/datasetSchema';

const {
  $schema: _schemaLine,
  datasets: _datasets,
  ...configFields
} = ProfileConfigSchema.properties;

/**
 * One profile as GET /v2/profiles/ gives it: the config the browser's engine renders, with
 * its datasets under the specification's name, dataset_set.
 */
export const ProfileListEntry = Type.Object({
  ...configFields,
  dataset_set: Type.Array(DatasetSchema),
});
export type ProfileListEntry = Static<typeof ProfileListEntry>;

/** The entry GET /v2/profiles/ gives for a config: its datasets under dataset_set. */
export function toProfileListEntry(config: ProfileConfig): ProfileListEntry {
  const { $schema: _schemaLine, datasets, ...rest } = config;
  return { ...rest, dataset_set: datasets };
}

export const ProfileListReply = Type.Object({
  status: Type.Literal('success'),
  details: Type.Object({ profiles: Type.Array(ProfileListEntry) }),
});
export type ProfileListReply = Static<typeof ProfileListReply>;

/** GET accountEndpoints.profileRoutes: the routes of the profile pages, no sign-in needed. */
export const ProfileRoutesReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Array(Type.String()),
});
export type ProfileRoutesReply = Static<typeof ProfileRoutesReply>;

export const YearSummaryReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Object({
    year: Type.Integer(),
    fields: Type.Array(
      Type.Object({ field: Type.String(), label: Type.String(), unit: Type.String() }),
    ),
    months: Type.Array(
      Type.Object({
        month: Type.String({ description: 'yyyy-MM' }),
        totals: Type.Record(Type.String(), Type.Number()),
      }),
    ),
  }),
});
export type YearSummaryReply = Static<typeof YearSummaryReply>;
