import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReadingFieldPreview } from '../../stories/ReadingFieldPreview';

const meta = {
  title: 'engine/widgets/DateWidget',
  component: ReadingFieldPreview,
  args: {
    element: {
      name: 'date_of_treatment',
      ui_name: 'Date of Treatment',
      value_type: 'date',
      unit: '',
    },
  },
} satisfies Meta<typeof ReadingFieldPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of Treatment');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveAttribute('max');
  },
};

export const WithError: Story = { args: { showErrors: true } };
