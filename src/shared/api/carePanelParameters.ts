// Apart from the panel's schemas (carePanelContract), so the browser reads these without TypeBox.

/** The clinician's panel: one row per patient who shares anything with them (decision 044). */
export const carePanelPaths = {
  /** GET: the signed-in doctor's patients, sorted by need. */
  panel: '/v2/care/panel/',
  /** POST: the doctor has reviewed this patient; out-of-range results count again from now. */
  reviewed: '/v2/care/panel/:patient_id/reviewed/',
} as const;

export function panelReviewedPath(patientId: number): string {
  return carePanelPaths.reviewed.replace(':patient_id', String(patientId));
}

/** How urgently a row asks for the clinician, most urgent first. */
export const PANEL_FLAG_LEVELS = ['critical', 'high', 'low'] as const;
export type PanelFlagLevel = (typeof PANEL_FLAG_LEVELS)[number];

/**
 * The remote-therapeutic-monitoring tier of the days with data in the last 30: 98977 asks
 * for 16 or more, 98985 for 2 to 15.
 */
export const RTM_TIERS = ['none', '2-15', '16+'] as const;
export type RtmTier = (typeof RTM_TIERS)[number];

/** Why a row is flagged: each reason one rule of the panel's module. */
export const PANEL_FLAG_REASONS = [
  'pain_high',
  'pain_rising_fast',
  'pain_rising',
  'nothing_recorded_14_days',
  'nothing_recorded_49_hours',
  'new_lab_out_of_range',
  'adherence_below_half',
] as const;
export type PanelFlagReason = (typeof PANEL_FLAG_REASONS)[number];
