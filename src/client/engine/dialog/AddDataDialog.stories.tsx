import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { installDemoApi } from '../stories/installDemoApi';
import { withEngineStore } from '../stories/withEngineStore';
import { realProfiles } from '../testing/realProfiles';
import AddDataDialog from './AddDataDialog';

const meta = {
  title: 'engine/AddDataDialog',
  component: AddDataDialog,
  decorators: [withEngineStore],
  beforeEach: () => installDemoApi(Object.values(realProfiles)),
  args: { profile: realProfiles.activity, open: true, onClose: fn() },
} satisfies Meta<typeof AddDataDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Activity: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body);
    await expect(dialog.getByLabelText('Exercise Time (min)')).toHaveAttribute('step', '1');
  },
};

export const ActivityDistance: Story = {
  args: { initialDatasetId: 187 },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body);
    await expect(dialog.getByLabelText('Distance (km)')).toHaveAttribute('step', '0.01');
  },
};

/** Eighteen fields: two columns on a wide screen, one on a phone. */
export const FitnessWorkout: Story = {
  args: { profile: realProfiles.fitness, initialDatasetId: 13 },
};

export const VitalsBloodPressure: Story = {
  args: { profile: realProfiles.vitals, initialDatasetId: 188 },
};

export const PainScore: Story = { args: { profile: realProfiles.pain } };

export const Conditioning: Story = { args: { profile: realProfiles.conditioning } };
