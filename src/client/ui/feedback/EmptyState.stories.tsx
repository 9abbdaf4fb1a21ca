import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../actions/Button';
import { PlusIcon } from '../icons/interfaceIcons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'ui/EmptyState',
  component: EmptyState,
  args: {
    title: 'No readings yet',
    message: 'Add your first reading to start seeing your progress over time.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextOnly: Story = {};

export const WithIconAndAction: Story = {
  args: {
    icon: <PlusIcon />,
    action: <Button variant="secondary">Add reading</Button>,
  },
};
