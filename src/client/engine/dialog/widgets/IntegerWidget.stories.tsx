import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReadingFieldPreview } from '../../stories/ReadingFieldPreview';

const meta = {
  title: 'engine/widgets/IntegerWidget',
  component: ReadingFieldPreview,
  args: {
    element: {
      name: 'rested_hr',
      ui_name: 'Resting Heart Rate',
      value_type: 'integer',
      unit: 'bpm',
      minimum: 20,
      maximum: 250,
    },
  },
} satisfies Meta<typeof ReadingFieldPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Resting Heart Rate (bpm)');
    await expect(input).toHaveAttribute('step', '1');
    await expect(input).toBeRequired();
  },
};

export const WithError: Story = { args: { showErrors: true } };
