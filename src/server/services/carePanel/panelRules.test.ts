import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { adherence, type PlanWindow } from './adherence';
import { needRank, panelFlags, type PanelFacts } from './panelFlags';
import { painTrend } from './painTrend';
import { rtmTier } from './rtmTier';

const zone = 'Europe/Berlin';
// A Friday.
const now = DateTime.fromISO('2026-11-27T18:00', { zone });
const hoursAgo = (hours: number) => now.minus({ hours }).toMillis();
const weekAgo = now.minus({ days: 7 }).toFormat('yyyy-MM-dd HH:mm');
const calm: PanelFacts = {
  now: now.toMillis(),
  lastActivity: hoursAgo(2),
  planInForceSince: hoursAgo(24 * 30),
  pain: null,
  labsOutOfRange: 0,
  adherence7: 1,
};
const reasons = (facts: Partial<PanelFacts>) =>
  panelFlags({ ...calm, ...facts }).map((flag) => `${flag.level}:${flag.reason}`);

describe('the panel rules', () => {
  it('flag nothing for a patient who records, keeps to the plan and hurts little', () => {
    expect(reasons({})).toEqual([]);
  });

  it('call nothing recorded for 49 hours low and for 14 days high, only while a plan is in force', () => {
    expect(reasons({ lastActivity: hoursAgo(48) })).toEqual([]);
    expect(reasons({ lastActivity: hoursAgo(49) })).toEqual(['low:nothing_recorded_49_hours']);
    expect(reasons({ lastActivity: hoursAgo(14 * 24 - 1) })).toEqual([
      'low:nothing_recorded_49_hours',
    ]);
    expect(reasons({ lastActivity: hoursAgo(14 * 24) })).toEqual(['high:nothing_recorded_14_days']);
    expect(reasons({ lastActivity: hoursAgo(20 * 24), planInForceSince: null })).toEqual([]);
  });

  it('count quiet hours from the plan start when the patient last recorded before it', () => {
    expect(reasons({ lastActivity: hoursAgo(24 * 90), planInForceSince: hoursAgo(30) })).toEqual(
      [],
    );
    expect(reasons({ lastActivity: null, planInForceSince: hoursAgo(50) })).toEqual([
      'low:nothing_recorded_49_hours',
    ]);
  });

  it('make pain of 7 or more this week critical, a rise of 2 high and 5 or more up 1 low', () => {
    const pain = (
      latest: number,
      change7: number | null,
      highestLast7: number | null = latest,
    ) => ({
      pain: { latest, at: '2026-11-27 17:00', change7, highestLast7 },
    });
    expect(reasons(pain(6, 0))).toEqual([]);
    expect(reasons(pain(7, 0))).toEqual(['critical:pain_high']);
    expect(reasons(pain(3, -5, 8))).toEqual(['critical:pain_high']);
    expect(reasons(pain(4, 2))).toEqual(['high:pain_rising_fast']);
    expect(reasons(pain(6, 3))).toEqual(['high:pain_rising_fast']);
    expect(reasons(pain(5, 1))).toEqual(['low:pain_rising']);
    expect(reasons(pain(4, 1))).toEqual([]);
    expect(reasons(pain(5, null))).toEqual([]);
  });

  it('make a new result out of range and fewer than half the planned sessions high', () => {
    expect(reasons({ labsOutOfRange: 1 })).toEqual(['high:new_lab_out_of_range']);
    expect(reasons({ labsOutOfRange: null })).toEqual([]);
    expect(reasons({ adherence7: 0.49 })).toEqual(['high:adherence_below_half']);
    expect(reasons({ adherence7: 0.5 })).toEqual([]);
    expect(reasons({ adherence7: null })).toEqual([]);
  });

  it('rank rows critical, high, low, then none', () => {
    expect(
      needRank([
        { level: 'low', reason: 'pain_rising' },
        { level: 'critical', reason: 'pain_high' },
      ]),
    ).toBe(0);
    expect(needRank([{ level: 'high', reason: 'new_lab_out_of_range' }])).toBe(1);
    expect(needRank([{ level: 'low', reason: 'pain_rising' }])).toBe(2);
    expect(needRank([])).toBe(3);
  });
});

describe('the RTM tier of days with data in 30', () => {
  it('is none up to 1 day, 2-15 up to 15 and 16+ from 16', () => {
    expect([0, 1, 2, 15, 16, 30].map(rtmTier)).toEqual([
      'none',
      'none',
      '2-15',
      '2-15',
      '16+',
      '16+',
    ]);
  });
});

describe('the pain trend', () => {
  it('compares the latest score with the first of the week when nothing is older', () => {
    expect(
      painTrend(
        [
          { at: '2026-11-27 17:00', value: 3 },
          { at: '2026-11-27 17:00', value: 6 },
        ],
        weekAgo,
      ),
    ).toEqual({ latest: 6, at: '2026-11-27 17:00', change7: 3, highestLast7: 6 });
  });

  it('compares with the score as it stood 7 days ago when there is one', () => {
    expect(
      painTrend(
        [
          { at: '2026-11-10 09:00', value: 1 },
          { at: '2026-11-20 09:00', value: 2 },
          { at: '2026-11-22 09:00', value: 5 },
          { at: '2026-11-26 09:00', value: 4 },
        ],
        weekAgo,
      ),
    ).toEqual({ latest: 4, at: '2026-11-26 09:00', change7: 2, highestLast7: 5 });
  });

  it('has no change for a single score, and no week high for a score older than a week', () => {
    expect(painTrend([{ at: '2026-11-01 09:00', value: 8 }], weekAgo)).toEqual({
      latest: 8,
      at: '2026-11-01 09:00',
      change7: null,
      highestLast7: null,
    });
    expect(painTrend([], weekAgo)).toBeNull();
  });
});

describe('adherence to a plan', () => {
  // Mon, Wed, Fri from 13 days before the Friday of `now`: two of each in the 14 days.
  const plan: PlanWindow = { routineId: 1, days: [1, 3, 5], startsOn: '2026-11-14', lastDay: null };
  const today = '2026-11-27';

  it('counts sessions done over sessions scheduled, today only once run', () => {
    expect(adherence([plan], [], today, 7)).toBe(0);
    expect(adherence([plan], [{ routineId: 1, day: today }], today, 7)).toBeCloseTo(1 / 3);
    expect(adherence([plan], [{ routineId: 1, day: today }], today, 30)).toBeCloseTo(1 / 6);
    expect(
      adherence(
        [plan],
        [
          { routineId: 1, day: '2026-11-23' },
          { routineId: 1, day: '2026-11-24' },
        ],
        today,
        7,
      ),
    ).toBe(1);
  });

  it('adds nothing for runs beyond the schedule or of other routines', () => {
    const many = ['2026-11-26', '2026-11-26', '2026-11-26', '2026-11-26'].map((day) => ({
      routineId: 1,
      day,
    }));
    expect(adherence([plan], many, today, 7)).toBe(1);
    expect(adherence([plan], [{ routineId: 2, day: '2026-11-25' }], today, 7)).toBe(0);
  });

  it('is null without a scheduled session, and stops at the plan last day', () => {
    expect(adherence([], [], today, 7)).toBeNull();
    expect(adherence([{ ...plan, startsOn: today }], [], today, 7)).toBeNull();
    expect(adherence([{ ...plan, lastDay: '2026-11-23' }], [], today, 7)).toBe(0);
    expect(adherence([{ ...plan, lastDay: '2026-11-22' }], [], today, 7)).toBeNull();
  });
});
