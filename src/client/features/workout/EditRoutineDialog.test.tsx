import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { Toasts } from '../../ui/feedback/toasts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workoutPaths, type RoutineReply } from '../../../shared/api/workoutContract';
import { createAppStore } from '../../app/store';
import { mockApi } from '../../test/fetchMock';
import { errorReply, type FakeReply } from '../../test/fakeApi';
import { testUser } from '../../test/testUser';
import { EditRoutineDialog } from './EditRoutineDialog';
import { ownRoutineFields } from '../../engine/testing/workoutExamples';

function routineExercise(id: number, name: string, reps: number | null, time: number | null) {
  return {
    id,
    reps,
    time,
    exercise: {
      id: id * 10,
      name,
      animation: `/animations/${String(id)}.svg`,
      description: '',
      safety_info: '',
      exercise_type: 'strengthen',
      body_parts: [{ key: 'knee', name: 'Knee' }],
      youtube_url: '',
      category: 'rehab',
      contributor: 1,
    },
  };
}

const kneeRoutine: RoutineReply = {
  id: 7,
  name: 'Knee Rehab',
  category: 'rehab',
  description: 'After the operation.',
  safety_info: '',
  youtube_url: 'aaaaaaaaaaa',
  last_run: null,
  times_run: 0,
  ...ownRoutineFields,
  routineexercise_set: [
    routineExercise(71, 'Quad Set', 10, null),
    routineExercise(72, 'Heel Slide', null, 90),
  ],
};
const saved: FakeReply = { body: { status: 'success', message: 'Saved' } };

function openDialog(replies: Record<string, FakeReply | FakeReply[]>, routine = kneeRoutine) {
  const api = mockApi(replies);
  const onClose = vi.fn();
  const store = createAppStore({ session: { user: testUser } });
  const inStore = (dialog: ReactElement) => (
    <Provider store={store}>
      {dialog}
      <Toasts />
    </Provider>
  );
  const view = render(inStore(<EditRoutineDialog routine={routine} onClose={onClose} />));
  const showRoutine = (next: RoutineReply) => {
    view.rerender(inStore(<EditRoutineDialog routine={next} onClose={onClose} />));
  };
  return { api, onClose, showRoutine, user: userEvent.setup() };
}

describe('Edit Routine', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts from the routine: its texts, category, video and exercises', () => {
    openDialog({});
    expect(screen.getByRole('dialog', { name: 'Edit Routine' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Routine Name' })).toHaveValue('Knee Rehab');
    expect(screen.getByRole('textbox', { name: /YouTube URL/ })).toHaveValue('aaaaaaaaaaa');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Rehab');
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue(
      'After the operation.',
    );
    expect(screen.getByRole('textbox', { name: /Safety Info/ })).toHaveValue('');
    expect(screen.getByText('10 reps · N/A')).toBeInTheDocument();
    expect(screen.getByText('N/A · 1 min 30 s')).toBeInTheDocument();
  });

  it('sends the edits with a pasted youtu.be link turned into its id and empty texts as empty', async () => {
    const { api, onClose, user } = openDialog({ [workoutPaths.editRoutine]: saved });
    const name = screen.getByRole('textbox', { name: 'Routine Name' });
    await user.clear(name);
    await user.type(name, '  Knee Rehab, week 2 ');
    const video = screen.getByRole('textbox', { name: /YouTube URL/ });
    await user.clear(video);
    await user.type(video, 'https://youtu.be/dQw4w9WgXcQ?si=abc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Post surgery');
    await user.clear(screen.getByRole('textbox', { name: /Description/ }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Routine Updated Successfully!')).toBeInTheDocument();
    expect(api.callsTo(workoutPaths.editRoutine).map((call) => call.body)).toEqual([
      {
        id: 7,
        name: 'Knee Rehab, week 2',
        youtube_url: 'dQw4w9WgXcQ',
        safety_info: '',
        category: 'post_surgery',
        description: '',
      },
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks for a name and sends nothing without one', async () => {
    const { api, onClose, user } = openDialog({ [workoutPaths.editRoutine]: saved });
    await user.clear(screen.getByRole('textbox', { name: 'Routine Name' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findAllByText('Please fill in the required field!')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Routine Name' })).toHaveAccessibleDescription(
      'Please fill in the required field!',
    );
    expect(api.callsTo(workoutPaths.editRoutine)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("keeps the name's message until the name is edited, and focus where it was", async () => {
    const { user } = openDialog({ [workoutPaths.editRoutine]: saved });
    const name = screen.getByRole('textbox', { name: 'Routine Name' });
    await user.clear(name);
    const update = screen.getByRole('button', { name: 'Update' });
    await user.click(update);
    expect(name).toHaveAccessibleDescription('Please fill in the required field!');
    expect(update).toHaveFocus();
    await user.type(name, 'K');
    expect(name).not.toHaveAccessibleDescription('Please fill in the required field!');
  });

  it('refuses a video address with no video id in it', async () => {
    const { api, user } = openDialog({ [workoutPaths.editRoutine]: saved });
    const video = screen.getByRole('textbox', { name: /YouTube URL/ });
    await user.clear(video);
    await user.type(video, 'https://example.com/watch?v=nope');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('Paste a YouTube link or its 11-character video id'),
    ).toBeInTheDocument();
    expect(api.callsTo(workoutPaths.editRoutine)).toEqual([]);
  });

  it("warns with the server's reason when the update is refused, and stays open", async () => {
    const { onClose, user } = openDialog({
      [workoutPaths.editRoutine]: errorReply('A routine with this name already exists.'),
    });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('A routine with this name already exists.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the update failed when the network does', async () => {
    const { onClose, user } = openDialog({ [workoutPaths.editRoutine]: 'network-error' });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Unable To Update Routine!')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('deletes one exercise of the routine, and the list follows the routine passed again', async () => {
    const { api, showRoutine, user } = openDialog({
      [workoutPaths.deleteRoutineExercise]: { body: { status: 'success', message: 'Deleted' } },
    });
    const deleteQuadSet = screen.getByRole('button', { name: 'Delete Exercise Quad Set' });
    expect(deleteQuadSet).toHaveTextContent('Delete Exercise');
    await user.click(deleteQuadSet);

    expect(await screen.findByText('Exercise Successfully Deleted!')).toBeInTheDocument();
    expect(api.callsTo(workoutPaths.deleteRoutineExercise).map((call) => call.body)).toEqual([
      { exercise: 71, routine: 7 },
    ]);
    expect(screen.queryByText('Quad Set')).not.toBeInTheDocument();
    // The last exercise stays: a routine keeps one.
    expect(screen.getByRole('button', { name: 'Delete Exercise Heel Slide' })).toBeDisabled();
    expect(screen.getByText('A routine keeps at least one exercise')).toBeInTheDocument();

    showRoutine({
      ...kneeRoutine,
      routineexercise_set: [
        routineExercise(72, 'Heel Slide', null, 90),
        routineExercise(73, 'Straight Leg Raise', 12, null),
      ],
    });
    expect(screen.getByText('Straight Leg Raise')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Exercise Heel Slide' })).toBeEnabled();
  });

  it('says so when an exercise cannot be deleted, and keeps it', async () => {
    const { user } = openDialog({ [workoutPaths.deleteRoutineExercise]: 'network-error' });
    await user.click(screen.getByRole('button', { name: 'Delete Exercise Heel Slide' }));
    expect(await screen.findByText('Unable to Delete Exercise!')).toBeInTheDocument();
    expect(screen.getByText('Heel Slide')).toBeInTheDocument();
  });
});
