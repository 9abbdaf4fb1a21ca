import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReadingFieldPreview } from '../../stories/ReadingFieldPreview';

const meta = {
  title: 'engine/widgets/TextWidget',
  component: ReadingFieldPreview,
  args: { element: { name: 'note', ui_name: 'Comment', value_type: 'text', unit: '' } },
} satisfies Meta<typeof ReadingFieldPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Comment' })).toBeRequired();
  },
};

export const WithError: Story = { args: { showErrors: true } };
