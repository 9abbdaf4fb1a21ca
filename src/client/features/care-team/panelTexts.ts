import type { PanelFlagLevel, PanelFlagReason } from '../../../shared/api/carePanelParameters';

/** The clinician's panel in words (decision 044): its flags' reasons and levels, and its states. */
export const panelTexts = {
  reasons: {
    pain_high: 'Pain 7 or more this week',
    pain_rising_fast: 'Pain up 2 or more in a week',
    pain_rising: 'Pain 5 or more and rising',
    nothing_recorded_14_days: 'Nothing recorded for 14 days',
    nothing_recorded_49_hours: 'Nothing recorded for 2 days',
    new_lab_out_of_range: 'New result out of range',
    adherence_below_half: 'Fewer than half the planned sessions this week',
  } satisfies Record<PanelFlagReason, string>,
  levels: {
    critical: 'Critical',
    high: 'High',
    low: 'Low',
  } satisfies Record<PanelFlagLevel, string>,
  flags: 'Flags',
  noFlags: 'No flags',
  flagsLoading: 'Reading the panel’s flags…',
  flagsFailed: 'The panel’s flags could not be read just now.',
  reviewed: 'Reviewed',
  reviewedAt: (when: string) => `Reviewed ${when}`,
  neverReviewed: 'Not reviewed yet',
  reviewFailed: 'Could not mark as reviewed. Try again.',
} as const;

/** A flag in words, its level first: "High: Pain 7 or more this week". */
export function flagText(flag: { level: PanelFlagLevel; reason: PanelFlagReason }): string {
  return `${panelTexts.levels[flag.level]}: ${panelTexts.reasons[flag.reason]}`;
}
