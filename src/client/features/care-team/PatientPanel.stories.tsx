import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { PanelReply } from '../../../shared/api/carePanelContract';
import { carePanelPaths } from '../../../shared/api/carePanelParameters';
import { installFakeApi } from '../../test/fakeApi';
import { examplePanel } from './panelExamples';
import { PatientPanel } from './PatientPanel';
import { PatientStoryFrame } from './PatientStoryFrame';

/** Answers the panel's read with this reply; returns the cleanup that puts fetch back. */
const installPanelReply = (reply: PanelReply) =>
  installFakeApi({ [carePanelPaths.panel]: { body: reply } });

/** A clinician's "My patients": everyone who shares with them, who needs them first. */
const meta = {
  title: 'care-team/PatientPanel',
  component: PatientStoryFrame,
  args: { path: '/dashboard', route: '/dashboard', page: <PatientPanel /> },
  beforeEach: () => installPanelReply(examplePanel),
} satisfies Meta<typeof PatientStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByNeed: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(await panel.findByRole('link', { name: 'Rhea Kim' })).toBeInTheDocument();
    await expect(panel.getByText(/Pain 7 or more this week/)).toBeInTheDocument();
  },
};

export const NoPatients: Story = {
  beforeEach: () => installPanelReply({ status: 'success', data: [] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No patient shares data with you yet.'),
    ).toBeInTheDocument();
  },
};
