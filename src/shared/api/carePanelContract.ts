// The clinician's panel's reply schemas (TypeBox); its paths and constants are in
// carePanelParameters.ts, which the browser reads without TypeBox.
import { Type, type Static } from 'typebox';
import { BIGINT_ID_TEXT_PATTERN } from './idRanges';
import { PANEL_FLAG_LEVELS, PANEL_FLAG_REASONS, RTM_TIERS } from './carePanelParameters';

// Type.Enum keeps each literal in the static type; a union mapped from the array gave never.
const literals = <T extends string>(values: readonly T[]) => Type.Enum(values);

const Ratio = Type.Union([Type.Number({ minimum: 0 }), Type.Null()], {
  description: 'Sessions done over sessions the plans scheduled; null without a plan in force.',
});

export const PanelFlag = Type.Object({
  level: literals(PANEL_FLAG_LEVELS),
  reason: literals(PANEL_FLAG_REASONS),
});
export type PanelFlag = Static<typeof PanelFlag>;

export const PanelRow = Type.Object({
  patient: Type.Object({
    id: Type.Integer(),
    first_name: Type.String(),
    last_name: Type.String(),
  }),
  /** The areas the patient's grant in force shares with this doctor. */
  areas: Type.Array(Type.String()),
  prescribe: Type.Boolean(),
  /** ISO 8601: when the patient last recorded anything the grant shares; null for never. */
  last_activity_at: Type.Union([Type.String(), Type.Null()]),
  days_with_data_30: Type.Integer({ minimum: 0, maximum: 30 }),
  rtm_tier: literals(RTM_TIERS),
  adherence_7: Ratio,
  adherence_30: Ratio,
  /** Null when neither Pain Score nor Workout is shared, or no pain was ever recorded. */
  pain: Type.Union([
    Type.Object({
      latest: Type.Integer({ minimum: 0, maximum: 10 }),
      /** The latest less the latest of 7 days before; null with nothing then. */
      change_7: Type.Union([Type.Integer(), Type.Null()]),
      /** yyyy-MM-dd HH:mm, the patient's clock. */
      at: Type.String(),
    }),
    Type.Null(),
  ]),
  /** Laboratory results out of their reference range since the last review; null without Laboratory shared. */
  labs_out_of_range: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  flags: Type.Array(PanelFlag),
  /** ISO 8601: when this doctor last marked the patient reviewed; null for never. */
  reviewed_at: Type.Union([Type.String(), Type.Null()]),
});
export type PanelRow = Static<typeof PanelRow>;

export const PanelReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Array(PanelRow),
});
export type PanelReply = Static<typeof PanelReply>;

export const PanelReviewedParams = Type.Object(
  { patient_id: Type.String({ pattern: BIGINT_ID_TEXT_PATTERN }) },
  { additionalProperties: false },
);

export const PanelReviewedReply = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  data: Type.Object({ reviewed_at: Type.String() }),
});
export type PanelReviewedReply = Static<typeof PanelReviewedReply>;
