import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: 'Save' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Forgot password?' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete routine' } };

export const Small: Story = { args: { size: 'sm', children: 'Edit' } };

export const FullWidth: Story = { args: { fullWidth: true, children: 'LOG IN' } };

export const Disabled: Story = {
  args: { disabled: true, children: 'RESET PASSWORD' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'RESET PASSWORD' }),
    ).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Signing in' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Signing in' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
