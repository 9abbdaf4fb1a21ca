import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withEngineStore } from '../../engine/stories/withEngineStore';
import { sharedBundleOf } from './sharedBundle';
import { areaTaggedBundleExample, sharedBundleExample } from './sharedBundleExamples';
import { SharedBundleView } from './SharedBundleView';

const meta = {
  title: 'shared-viewer/SharedBundleView',
  component: SharedBundleView,
  decorators: [withEngineStore],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SharedBundleView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link's Bundle: blood pressure and resting heart rate charts, allergies as a table. */
export const VitalsAndAllergies: Story = {
  args: { shared: sharedBundleOf(sharedBundleExample) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('img', { name: /^Blood Pressure \(mmHg\) chart/ }),
    ).toBeInTheDocument();
  },
};

/** As a Motus server now makes a link: its data grouped by profile, the pain score on 0 to 10. */
export const GroupedByProfile: Story = {
  args: { shared: sharedBundleOf(areaTaggedBundleExample) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('tablist', { name: 'Shared areas' })).toBeInTheDocument();
  },
};
