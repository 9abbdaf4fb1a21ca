import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { thisYearRange } from '../../../shared/dates/dateRanges';
import type { ProfileTableTab } from '../../../shared/profile-config/tabSchema';
import { isTableTab } from '../../../shared/profile-config/profileTabKinds';
import { recordDateOf } from '../../../shared/profile-config/recordDate';
import { engineStateTexts } from '../engineTexts';
import { DEMO_PIN, installDemoApi } from '../stories/installDemoApi';
import { withEngineStore } from '../stories/withEngineStore';
import { realProfiles } from '../testing/realProfiles';
import { TabTablePanel } from './TabTablePanel';

const medical = realProfiles.medical;
const tableTab = (label: string): ProfileTableTab => {
  const tab = medical.tabs.find((candidate) => candidate.label === label);
  if (!tab || !isTableTab(tab)) throw new Error(`No table tab ${label} in medical.json`);
  return tab;
};
const datasetOf = (tab: ProfileTableTab) => {
  const dataset = medical.dataset_set.find((candidate) => candidate.id === tab.dataset);
  if (!dataset) throw new Error(`No dataset ${tab.dataset} in medical.json`);
  return dataset;
};
const surgery = tableTab('Surgery Event Data');

/** A table tab of the real medical config: one column per element, newest first. */
const meta = {
  title: 'engine/TabTablePanel',
  component: TabTablePanel,
  decorators: [withEngineStore],
  args: {
    tab: surgery,
    dataset: datasetOf(surgery),
    range: thisYearRange(),
    recordDate: recordDateOf(medical),
    pin: DEMO_PIN,
  },
} satisfies Meta<typeof TabTablePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SurgeryEvents: Story = {
  beforeEach: () => installDemoApi(Object.values(realProfiles), 'some'),
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table'));
    await expect(table.getByRole('columnheader', { name: 'Resolved' })).toBeInTheDocument();
    await expect(table.getAllByRole('cell', { name: /^(Yes|No)$/ }).length).toBeGreaterThan(0);
  },
};

/** 'No of Concussions' is stored as no_of_concussions: the column still finds its value. */
export const ExerciseEvents: Story = {
  args: {
    tab: tableTab('Exercise Event Data'),
    dataset: datasetOf(tableTab('Exercise Event Data')),
  },
  beforeEach: () => installDemoApi(Object.values(realProfiles), 'some'),
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table'));
    await expect(
      table.getByRole('columnheader', { name: 'No of Concussions' }),
    ).toBeInTheDocument();
    await expect(table.getAllByRole('cell', { name: '0' }).length).toBeGreaterThan(0);
  },
};

export const NoRecordsInRange: Story = {
  beforeEach: () => installDemoApi(Object.values(realProfiles), 'none'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(engineStateTexts.emptyTable),
    ).toBeInTheDocument();
  },
};
