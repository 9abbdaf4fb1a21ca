import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PainQuestion } from './PainQuestion';

const meta = {
  title: 'workout/PainQuestion',
  component: PainQuestion,
  args: { moment: 'before', onAnswer: fn() },
} satisfies Meta<typeof PainQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first exercise: nothing is sent until a rating is chosen and confirmed. */
export const BeforeTheFirstExercise: Story = {
  play: async ({ canvasElement, args }) => {
    const question = within(canvasElement);
    const group = question.getByRole('group', { name: 'Pain now, 0–10' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(11);
    await expect(question.getByRole('button', { name: 'Start exercises' })).toBeDisabled();
    await userEvent.click(question.getByRole('radio', { name: '3' }));
    await userEvent.click(question.getByRole('button', { name: 'Start exercises' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(3);
  },
};

/** After the last exercise: skipping answers null. */
export const AfterTheLastExercise: Story = {
  args: { moment: 'after' },
  play: async ({ canvasElement, args }) => {
    const question = within(canvasElement);
    await userEvent.click(question.getByRole('button', { name: 'Skip question' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(null);
  },
};
