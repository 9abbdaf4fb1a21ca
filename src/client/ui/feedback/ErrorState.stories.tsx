import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../actions/Button';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'ui/ErrorState',
  component: ErrorState,
  args: {
    title: 'We could not load this page',
    message: 'Check your connection and try again.',
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {
  args: { action: <Button variant="secondary">Try again</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'We could not load this page',
    );
  },
};

export const Compact: Story = {
  args: {
    compact: true,
    title: 'Unable To Register!',
    message: 'An account with this email address already exists.',
  },
};
