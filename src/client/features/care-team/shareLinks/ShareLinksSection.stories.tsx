import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withEngineStore } from '../../../engine/stories/withEngineStore';
import { realProfiles } from '../../../engine/testing/realProfiles';
import { installSharingDemoApi } from '../sharingDemoApi';
import { ShareLinksSection } from './ShareLinksSection';

const profiles = Object.values(realProfiles);

const meta = {
  title: 'care-team/ShareLinksSection',
  component: ShareLinksSection,
  decorators: [withEngineStore],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ShareLinksSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two links: one opened after a wrong passcode, one closed by wrong passcodes. */
export const TwoLinks: Story = {
  beforeEach: () => installSharingDemoApi(profiles, []),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const gp = within(await page.findByRole('article', { name: 'For my GP' }));
    await expect(gp.getByText('Wrong passcode')).toBeInTheDocument();
    await expect(page.getByText('Locked after too many wrong passcodes')).toBeInTheDocument();
  },
};

/** A new link, shown once with its QR code. */
export const NewLink: Story = {
  beforeEach: () => installSharingDemoApi(profiles, [], 'none'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('checkbox', { name: 'Vitals Profile' }));
    await userEvent.click(page.getByRole('button', { name: 'Make link' }));
    await expect(
      await page.findByText('Motus cannot show this link again: copy it now.'),
    ).toBeInTheDocument();
  },
};
