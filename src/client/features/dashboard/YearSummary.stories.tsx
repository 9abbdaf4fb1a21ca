import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { realProfiles } from '../../engine/testing/realProfiles';
import { YearSummary } from './YearSummary';
import {
  athleteActivityYear,
  emptyActivityYear,
  firstWeekActivityYear,
} from './yearSummaryExamples';

// The presentational card only: data comes in through props, so no story touches the network.
const meta = {
  title: 'dashboard/YearSummary',
  component: YearSummary,
  args: {
    profile: realProfiles.activity,
    state: { kind: 'ready', summary: athleteActivityYear },
    locale: 'en-GB',
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: '72rem' }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof YearSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AthleteInNovember: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Exercise Time').nextElementSibling).toHaveTextContent(
      '8,150 min',
    );
    await expect(canvas.getByText(/Nothing recorded yet for:/)).toHaveTextContent('Overs, Laps.');
  },
};

export const FirstWeekOfJanuary: Story = {
  args: { state: { kind: 'ready', summary: firstWeekActivityYear } },
};

export const NothingRecordedYet: Story = {
  args: { state: { kind: 'ready', summary: emptyActivityYear } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No activity recorded this year yet.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
};

export const Failed: Story = {
  args: { state: { kind: 'failed', retry: () => undefined } },
};
