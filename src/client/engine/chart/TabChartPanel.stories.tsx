import { chartTabsOf } from '../../../shared/profile-config/profileTabKinds';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { thisYearRange } from '../../../shared/dates/dateRanges';
import { engineStateTexts } from '../engineTexts';
import { installDemoApi } from '../stories/installDemoApi';
import { withEngineStore } from '../stories/withEngineStore';
import { realProfiles } from '../testing/realProfiles';
import { TabChartPanel } from './TabChartPanel';

const meta = {
  title: 'engine/TabChartPanel',
  component: TabChartPanel,
  decorators: [withEngineStore],
  // Body Mass Index Data: two series, kilograms and metres.
  args: {
    tab: chartTabsOf(realProfiles.body)[1] ?? chartTabsOf(realProfiles.body)[0],
    range: thisYearRange(),
  },
} satisfies Meta<typeof TabChartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReadings: Story = {
  beforeEach: () => installDemoApi(Object.values(realProfiles), 'some'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('list', { name: 'Legend' }),
    ).toBeInTheDocument();
  },
};

export const NoReadingsYet: Story = {
  beforeEach: () => installDemoApi(Object.values(realProfiles), 'none'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(engineStateTexts.emptyChart),
    ).toBeInTheDocument();
  },
};
