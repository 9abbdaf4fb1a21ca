import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RoutineCard } from './RoutineCard';
import { kneeRoutine, prescribedKneeRoutine } from '../testing/workoutExamples';

// Collapsed: under More, the Workout page shows the routine's past sessions from the API.
const meta = {
  title: 'engine/RoutineCard',
  component: RoutineCard,
  args: {
    routine: kneeRoutine,
    actions: { running: false, onStart: fn(), onEdit: fn(), onDelete: fn(), pastSessions: null },
  },
} satisfies Meta<typeof RoutineCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeOfFourExercises: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getAllByRole('listitem')).toHaveLength(4);
    await expect(card.getByText('+1 more')).toBeInTheDocument();
    await expect(card.getByText('Last run 2026-11-20 18:05 · 7 sessions')).toBeInTheDocument();
  },
};

export const RunInProgress: Story = {
  args: {
    actions: { running: true, onStart: fn(), onEdit: fn(), onDelete: fn(), pastSessions: null },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Resume Routine' }),
    ).toBeInTheDocument();
  },
};

export const NeverRun: Story = {
  args: { routine: { ...kneeRoutine, last_run: null, times_run: 0 } },
};

/** Someone else's routine (a patient's, in their doctor's view): shown, never run or changed. */
export const ReadOnly: Story = {
  args: { actions: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getAllByRole('button')).toHaveLength(1);
    await expect(card.getByRole('button', { name: 'More' })).toBeInTheDocument();
  },
};

/** Prescribed by a clinician: who, the plan in words, each dose; Hide and Ask to stop. */
export const Prescribed: Story = {
  args: {
    routine: prescribedKneeRoutine,
    actions: {
      running: false,
      onStart: fn(),
      onEdit: fn(),
      onDelete: fn(),
      pastSessions: null,
      locked: true,
      onHide: fn(),
      onAskToStop: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Prescribed by Dana Meyer')).toBeInTheDocument();
    await expect(card.getByRole('button', { name: /Ask to stop/ })).toBeInTheDocument();
  },
};
