import type { PanelFlag } from '../../../shared/api/carePanelContract';
import { PANEL_FLAG_LEVELS, type PanelFlagLevel } from '../../../shared/api/carePanelParameters';
import type { PainTrend } from './painTrend';

/** What the panel's rules look at for one patient, all of it from areas the grant shares. */
export interface PanelFacts {
  /** Now, in epoch milliseconds, as are the moments below. */
  now: number;
  /** When the patient last recorded anything shared; null for never. */
  lastActivity: number | null;
  /** The start of the earliest plan in force today; null with no plan in force. */
  planInForceSince: number | null;
  pain: PainTrend | null;
  /** Results out of their reference range since the last review; null without Laboratory shared. */
  labsOutOfRange: number | null;
  adherence7: number | null;
}

/*
 * The rules, after MedBridge Pathways' published remote-monitoring alerts (critical at pain 7
 * or more; high when pain rose 2 points or nothing was done for 14 days; low when nothing was
 * done for 49 hours or pain of 5 or more rose 1 point), with two of Motus's own in high: a
 * result the laboratory marked out of range that the clinician has not seen since their last
 * review, and fewer than half the planned sessions in a week. Decision 044 lists their sources.
 */
const HOUR_MS = 3_600_000;

export const PANEL_RULES = {
  criticalPain: 7,
  fastPainRise: 2,
  painRiseFrom: 5,
  painRise: 1,
  quietHoursLow: 49,
  quietDaysHigh: 14,
  adherenceBelow: 0.5,
} as const;

/** The flags a patient's row carries, most urgent first; none when all is well. */
export function panelFlags(facts: PanelFacts): PanelFlag[] {
  const flags: PanelFlag[] = [];
  const { pain } = facts;
  if (
    pain !== null &&
    pain.highestLast7 !== null &&
    pain.highestLast7 >= PANEL_RULES.criticalPain
  ) {
    flags.push({ level: 'critical', reason: 'pain_high' });
  }
  const rise = pain?.change7 ?? null;
  if (rise !== null && rise >= PANEL_RULES.fastPainRise) {
    flags.push({ level: 'high', reason: 'pain_rising_fast' });
  }
  const quiet = quietHours(facts);
  if (quiet !== null && quiet >= PANEL_RULES.quietDaysHigh * 24) {
    flags.push({ level: 'high', reason: 'nothing_recorded_14_days' });
  }
  if (facts.labsOutOfRange !== null && facts.labsOutOfRange > 0) {
    flags.push({ level: 'high', reason: 'new_lab_out_of_range' });
  }
  if (facts.adherence7 !== null && facts.adherence7 < PANEL_RULES.adherenceBelow) {
    flags.push({ level: 'high', reason: 'adherence_below_half' });
  }
  // The low rules are the high ones' milder forms: a row says the stronger only.
  if (
    quiet !== null &&
    quiet >= PANEL_RULES.quietHoursLow &&
    quiet < PANEL_RULES.quietDaysHigh * 24
  ) {
    flags.push({ level: 'low', reason: 'nothing_recorded_49_hours' });
  }
  if (
    pain !== null &&
    rise !== null &&
    pain.latest >= PANEL_RULES.painRiseFrom &&
    rise >= PANEL_RULES.painRise &&
    rise < PANEL_RULES.fastPainRise
  ) {
    flags.push({ level: 'low', reason: 'pain_rising' });
  }
  return flags;
}

/**
 * Hours since the patient last recorded anything, counted only while a plan is in force: from
 * the later of the last record and the plan's start, so a plan that began yesterday does not
 * call a patient quiet for the months before it.
 */
function quietHours(facts: PanelFacts): number | null {
  if (facts.planInForceSince === null) return null;
  const since =
    facts.lastActivity === null || facts.lastActivity < facts.planInForceSince
      ? facts.planInForceSince
      : facts.lastActivity;
  return (facts.now - since) / HOUR_MS;
}

/** The rank of a row's most urgent flag: 0 for critical … 3 for none. */
export function needRank(flags: readonly PanelFlag[]): number {
  const ranks = flags.map((flag) => PANEL_FLAG_LEVELS.indexOf(flag.level));
  return ranks.length === 0 ? PANEL_FLAG_LEVELS.length : Math.min(...ranks);
}

export type { PanelFlagLevel };
