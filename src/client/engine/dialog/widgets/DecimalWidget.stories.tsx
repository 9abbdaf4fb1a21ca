import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReadingFieldPreview } from '../../stories/ReadingFieldPreview';

const meta = {
  title: 'engine/widgets/DecimalWidget',
  component: ReadingFieldPreview,
  args: {
    element: {
      name: 'distance',
      ui_name: 'Distance',
      value_type: 'decimal',
      unit: 'km',
      minimum: 0,
    },
  },
} satisfies Meta<typeof ReadingFieldPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Distance (km)')).toHaveAttribute(
      'step',
      '0.01',
    );
  },
};

export const WithError: Story = { args: { showErrors: true } };
