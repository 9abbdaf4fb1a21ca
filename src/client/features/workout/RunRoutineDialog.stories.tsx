import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { beginRun, completeExercise, skipExercise, startExercise } from './routineRun';
import { RunRoutineDialog } from './RunRoutineDialog';
import { kneeRoutine, prescribedKneeRoutine } from '../../engine/testing/workoutExamples';
import './WorkoutPage.css';

const started = Date.now() - 5 * 60_000;
let midRun = beginRun(kneeRoutine, started);
midRun = startExercise(midRun, 121, started + 10_000);
midRun = completeExercise(midRun, 121, started + 100_000);
midRun = skipExercise(midRun, 122, started + 110_000);
midRun = startExercise(midRun, 123, Date.now() - 20_000);

const meta = {
  title: 'workout/RunRoutineDialog',
  component: RunRoutineDialog,
  args: {
    routine: kneeRoutine,
    run: beginRun(kneeRoutine, Date.now()),
    onChange: fn(),
    onFinish: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof RunRoutineDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotStarted: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body);
    await expect(dialog.getByRole('button', { name: 'Finish Routine' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Complete Quad Set' })).toBeDisabled();
  },
};

/** One completed, one skipped, one in progress: only Skip and Complete of the running one. */
/** A prescribed routine asks the pain before the first exercise (decision 045). */
export const PrescribedAsksPain: Story = {
  args: {
    routine: prescribedKneeRoutine,
    run: beginRun(prescribedKneeRoutine, Date.now()),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body);
    await expect(dialog.getByRole('group', { name: 'Pain now, 0–10' })).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: 'Start Quad Set' })).toBeNull();
  },
};

export const MidRun: Story = {
  args: { run: midRun },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body);
    await expect(dialog.getByRole('button', { name: 'Start Heel Slides' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Complete Wall Sit' })).toBeEnabled();
    await expect(dialog.getByText(/Complete or skip the exercise in progress/)).toBeInTheDocument();
  },
};
