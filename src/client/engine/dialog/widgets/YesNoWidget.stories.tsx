import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReadingFieldPreview } from '../../stories/ReadingFieldPreview';

const meta = {
  title: 'engine/widgets/YesNoWidget',
  component: ReadingFieldPreview,
  args: { element: { name: 'resolved', ui_name: 'Resolved', value_type: 'boolean', unit: '' } },
} satisfies Meta<typeof ReadingFieldPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Resolved' });
    await expect(within(select).getByRole('option', { name: 'Yes' })).toHaveValue('1');
    await expect(within(select).getByRole('option', { name: 'No' })).toHaveValue('0');
  },
};

export const WithError: Story = { args: { showErrors: true } };
