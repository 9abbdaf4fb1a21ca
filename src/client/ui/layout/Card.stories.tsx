import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './Card';

const meta = {
  title: 'ui/Card',
  component: Card,
  args: {
    children: (
      <>
        <h2>Today</h2>
        <p>Resting heart rate 58 bpm, recorded at 07:10.</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Flush: Story = {
  args: { flush: true, children: <p>Content with its own padding</p> },
};
