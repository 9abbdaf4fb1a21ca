import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'ui/forms/DateField',
  component: DateField,
  args: { label: 'Date of birth', name: 'date_of_birth', max: '2026-01-31' },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoFutureDates: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of birth');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveAttribute('max', '2026-01-31');
  },
};

export const WithRange: Story = {
  args: { label: 'From', min: '2026-01-01', max: '2026-01-31', defaultValue: '2026-01-15' },
};

export const WithError: Story = { args: { error: 'This field is required' } };
