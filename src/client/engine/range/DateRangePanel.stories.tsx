import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { thisYearRange } from '../../../shared/dates/dateRanges';
import { DateRangePanel } from './DateRangePanel';

function RangeHarness() {
  const [range, setRange] = useState(thisYearRange);
  return <DateRangePanel range={range} onChange={setRange} />;
}

const meta = {
  title: 'engine/DateRangePanel',
  component: RangeHarness,
} satisfies Meta<typeof RangeHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThisYear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'This Year' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const ThisMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'This Month' }));
    await expect(canvas.getByRole('button', { name: 'This Month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
