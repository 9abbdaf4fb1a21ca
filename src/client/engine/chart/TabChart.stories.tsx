import { DateTime } from 'luxon';
import { chartTabsOf } from '../../../shared/profile-config/profileTabKinds';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { thisYearRange, type DateRange } from '../../../shared/dates/dateRanges';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { demoReadings } from '../stories/demoReadings';
import { realProfiles } from '../testing/realProfiles';
import { chartSeriesOf } from './chartSeries';
import TabChart from './TabChart';

function chartArgs(
  profile: ProfileListEntry,
  tabLabel: string,
  everyDays = 4,
  range: DateRange = thisYearRange(),
) {
  const tab = chartTabsOf(profile).find((candidate) => candidate.label === tabLabel);
  if (!tab) throw new Error(`${profile.id} has no tab ${tabLabel}`);
  return {
    tab,
    range,
    series: chartSeriesOf(tab, demoReadings(profile, tab, range, everyDays)),
    width: 760,
    height: 340,
  };
}

const meta = {
  title: 'engine/TabChart',
  component: TabChart,
  args: chartArgs(realProfiles.vitals, 'Blood Pressure'),
} satisfies Meta<typeof TabChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VitalsBloodPressure: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('mmHg')).toBeInTheDocument();
  },
};

export const PainScores: Story = { args: chartArgs(realProfiles.pain, 'Pain Score Data') };

/** Eighteen series in their config colours. */
export const FitnessWorkout: Story = { args: chartArgs(realProfiles.fitness, 'Workout', 9) };

export const WithReferenceBand: Story = {
  args: (() => {
    const args = chartArgs(realProfiles.vitals, 'Resting Heart Rate');
    return { ...args, tab: { ...args.tab, reference: { low: 60, high: 100 } } };
  })(),
};

/** A reading a day all year: no markers, the line alone. */
export const DailyForAYear: Story = { args: chartArgs(realProfiles.activity, 'Step Count', 1) };

/**
 * Eighteen series, a reading a day for a whole year: past the point count where the chart
 * draws on a canvas (CanvasLineChart; the hover mesh is built on the first hover). Last year,
 * so every day of the year has its reading whatever today's date.
 */
export const FitnessWorkoutDailyOnCanvas: Story = {
  args: chartArgs(realProfiles.fitness, 'Workout', 1, {
    date_from: `${DateTime.local().year - 1}-01-01`,
    date_to: `${DateTime.local().year - 1}-12-31`,
  }),
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('[data-renderer="canvas"]');
    await expect(chart).not.toBeNull();
    await expect(chart?.getAttribute('aria-label')).toContain('Workout');
    await expect(chart?.querySelector('canvas')).not.toBeNull();
  },
};
