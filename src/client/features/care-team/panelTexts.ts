import { feedbackTexts } from '../../ui/feedback/feedbackTexts';
import type {
  PanelFlagLevel,
  PanelFlagReason,
  RtmTier,
} from '../../../shared/api/carePanelParameters';

/** The clinician's panel's words (decision 044): the flags' levels and reasons, the columns. */
export const panelTexts = {
  heading: 'My patients',
  intro: 'Everyone who shares data with you, those who need you first.',
  loading: 'Loading your patients…',
  failed: 'Unable to load your patients!',
  tryAgain: feedbackTexts.checkConnection,
  none: 'No patient shares data with you yet.',
  noneHint: 'When a patient invites you and shares their data, they appear here.',
  patient: 'Patient',
  flags: 'Needs',
  daysWithData: 'Days with data (30)',
  adherence: 'Plan done, 7 / 30 days',
  pain: 'Pain, change in 7 days',
  labs: 'Results out of range',
  lastRecorded: 'Last recorded',
  review: 'Review',
  markReviewed: 'Mark reviewed',
  reviewedOn: (when: string) => `Reviewed ${when}`,
  /** The button's name begins with its visible words, so saying them finds it (WCAG 2.5.3). */
  markReviewedOf: (name: string) => `Mark reviewed: ${name}`,
  reviewFailed: 'Unable to mark the patient reviewed!',
  /** The panel's word on one patient, on their summary. */
  flagsLabel: 'Flags',
  flagsLoading: 'Reading the panel’s flags…',
  flagsFailed: 'The panel’s flags could not be read just now.',
  neverReviewed: 'Not reviewed yet',
  allWell: 'Nothing flagged',
  noPlan: 'No plan',
  never: 'Never',
  /** Nothing shared, or nothing to show. */
  blank: '—',
  tier: (tier: RtmTier) => (tier === 'none' ? 'under 2 days' : `${tier} days`),
  levels: { critical: 'Critical', high: 'High', low: 'Low' } satisfies Record<
    PanelFlagLevel,
    string
  >,
  reasons: {
    pain_high: 'Pain 7 or more this week',
    pain_rising_fast: 'Pain up 2 or more in a week',
    pain_rising: 'Pain 5 or more and rising',
    nothing_recorded_14_days: 'Nothing recorded for 14 days',
    nothing_recorded_49_hours: 'Nothing recorded for 2 days',
    new_lab_out_of_range: 'New result out of range',
    adherence_below_half: 'Fewer than half the planned sessions this week',
  } satisfies Record<PanelFlagReason, string>,
} as const;
