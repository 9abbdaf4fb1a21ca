import { chartTabsOf } from '../../../shared/profile-config/profileConfigSchema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { thisYearRange } from '../../../shared/dates/dateRanges';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { demoReadings } from '../stories/demoReadings';
import { realProfiles } from '../testing/realProfiles';
import { chartSeriesOf } from './chartSeries';
import TabChart from './TabChart';

function chartArgs(profile: ProfileListEntry, tabLabel: string, everyDays = 4) {
  const tab = chartTabsOf(profile).find((candidate) => candidate.label === tabLabel);
  if (!tab) throw new Error(`${profile.id} has no tab ${tabLabel}`);
  const range = thisYearRange();
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
