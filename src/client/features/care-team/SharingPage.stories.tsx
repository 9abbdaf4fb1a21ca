import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withEngineStore } from '../../engine/stories/withEngineStore';
import { realProfiles } from '../../engine/testing/realProfiles';
import { installSharingDemoApi } from './sharingDemoApi';
import { doctorLena, doctorNgozi, doctorSeamus } from './sharingExamples';
import { SharingPage } from './SharingPage';

const profiles = Object.values(realProfiles);

const meta = {
  title: 'care-team/SharingPage',
  component: SharingPage,
  decorators: [withEngineStore],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SharingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three doctors (one looked, one has not, one sees nothing) and three pages of the log. */
export const ThreeDoctors: Story = {
  beforeEach: () => installSharingDemoApi(profiles, [doctorNgozi, doctorSeamus, doctorLena]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const ngozi = within(await page.findByRole('article', { name: 'Ngozi Okafor' }));
    await expect(ngozi.getByRole('checkbox', { name: 'Vitals Profile' })).toBeChecked();
    await expect(page.getByText('Not sharing anything')).toBeInTheDocument();
    await expect(await page.findByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await expect(await page.findByText('Page 2 of 3')).toBeInTheDocument();
  },
};

/** A patient who has not invited a doctor yet, and whom nobody has read. */
export const NoDoctors: Story = {
  beforeEach: () => installSharingDemoApi(profiles, [], 'none'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('You have no doctors yet')).toBeInTheDocument();
    await expect(
      await page.findByText('Nobody has seen your data in this period'),
    ).toBeInTheDocument();
  },
};
