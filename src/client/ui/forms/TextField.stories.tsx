import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'ui/forms/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithHint: Story = {
  args: { label: 'Height', hint: 'In metres, for example 1.75', inputMode: 'decimal' },
};

export const WithError: Story = {
  args: { error: 'Email address not valid', defaultValue: 'jane@' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Email address not valid');
  },
};

export const Optional: Story = { args: { label: 'Comment', type: 'text', optional: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'jane@example.com' } };
