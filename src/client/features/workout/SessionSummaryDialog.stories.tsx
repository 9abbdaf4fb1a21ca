import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SessionSummaryDialog } from './SessionSummaryDialog';
import './WorkoutPage.css';

const meta = {
  title: 'workout/SessionSummaryDialog',
  component: SessionSummaryDialog,
  args: {
    onClose: fn(),
    session: {
      idempotencyKey: 'story',
      routineName: 'Knee Strength: First Steps',
      summary: { totalSeconds: 1325, exercisingSeconds: 760, completed: 3, skipped: 1 },
      body: {
        routine_id: 12,
        created_on: '2026-11-23 07:45',
        time_total: 1325,
        time_exercising: 760,
        exercises_completed: 3,
        exercises_skipped: 1,
        session_routine_exercises: [],
      },
    },
  },
} satisfies Meta<typeof SessionSummaryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A prescribed routine's run: the pain before → after and the exercises that hurt. */
export const WithPain: Story = {
  args: {
    session: {
      ...meta.args.session,
      routineName: 'Knee rehab after surgery',
      hurtExercises: ['Wall Sit'],
      body: { ...meta.args.session.body, pain_before: 3, pain_after: 6 },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body);
    await expect(dialog.getByText('Pain before → after').nextElementSibling).toHaveTextContent(
      '3 → 6',
    );
    await expect(dialog.getByText('Exercises that hurt').nextElementSibling).toHaveTextContent(
      'Wall Sit',
    );
  },
};

export const AfterARun: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body);
    await expect(dialog.getByText('Total Time').nextElementSibling).toHaveTextContent('22:05');
    await expect(dialog.getByText('Total Exercises Skipped').nextElementSibling).toHaveTextContent(
      '1',
    );
  },
};
