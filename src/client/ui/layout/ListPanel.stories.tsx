import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListPanel } from './ListPanel';

const meta = {
  title: 'ui/ListPanel',
  component: ListPanel,
  args: {
    title: 'My Doctors',
    count: 1,
    failed: false,
    onRetry: fn(),
    empty: 'No doctors yet. Invite your doctor so they can see your medical data.',
    children: <p>Dana Meyer · doctor@motus.demo</p>,
  },
} satisfies Meta<typeof ListPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAContact: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'My Doctors (1)' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide' }));
    await expect(canvas.queryByText('Dana Meyer · doctor@motus.demo')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Display' }));
    await expect(canvas.getByText('Dana Meyer · doctor@motus.demo')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Display' })).toBeDisabled();
    await expect(canvas.getByText(/No doctors yet/)).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { count: undefined } };

export const Failed: Story = { args: { count: undefined, failed: true } };
