import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workoutPaths, type ExerciseReply } from '../../../shared/api/workoutContract';
import { mockApi } from '../../test/fetchMock';
import type { FakeReply } from '../../test/fakeApi';
import { renderSignedInDialog } from '../../test/renderSignedInDialog';
import { SelectExercisesDialog } from './SelectExercisesDialog';

function exercise(id: number, name: string, type: string, parts: [string, string][]) {
  return {
    id,
    name,
    animation: `/animations/${String(id)}.svg`,
    description: '',
    safety_info: '',
    exercise_type: type,
    body_parts: parts.map(([key, partName]) => ({ key, name: partName })),
    youtube_url: '',
    category: 'rehab',
    contributor: 1,
  } satisfies ExerciseReply;
}

const quadSet = exercise(11, 'Quad Set', 'strengthen', [['knee', 'Knee']]);
const hamstringStretch = exercise(12, 'Hamstring Stretch', 'stretch', [
  ['knee', 'Knee'],
  ['upper_leg', 'Upper Leg'],
]);
const heelSlide = exercise(13, 'Heel Slide', 'rom', [['knee', 'Knee']]);
const found: FakeReply = {
  body: { status: 'success', data: [quadSet, hamstringStretch, heelSlide] },
};
const created: FakeReply = { body: { status: 'success', message: 'Created' } };

function openDialog(replies: Record<string, FakeReply | FakeReply[]>, routineCounter = 4) {
  const api = mockApi(replies);
  return {
    api,
    ...renderSignedInDialog((onClose) => (
      <SelectExercisesDialog onClose={onClose} routineCounter={routineCounter} />
    )),
  };
}

describe('Select Exercises', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the exercises of the ticked body parts and types, then shows them', async () => {
    const { api, user } = openDialog({ [workoutPaths.exercises]: found });
    const bodyParts = screen.getByRole('group', { name: 'Body parts' });
    const types = screen.getByRole('group', { name: 'Exercise types' });
    expect(within(bodyParts).getAllByRole('checkbox')).toHaveLength(12);
    expect(within(types).getAllByRole('checkbox')).toHaveLength(5);

    await user.click(within(bodyParts).getByRole('checkbox', { name: 'Knee' }));
    await user.click(within(bodyParts).getByRole('checkbox', { name: 'Back (C-T-L Spine)' }));
    await user.click(within(types).getByRole('checkbox', { name: 'ROM' }));
    await user.click(within(types).getByRole('checkbox', { name: 'Stretch' }));
    await user.click(screen.getByRole('button', { name: 'View Exercises' }));

    expect(await screen.findByRole('checkbox', { name: 'Hamstring Stretch' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Hamstring Stretch' })).toHaveAccessibleDescription(
      'Stretch Knee, Upper Leg',
    );
    expect(screen.getByRole('textbox', { name: 'Routine Name' })).toBeRequired();
    expect(api.callsTo(workoutPaths.exercises).map((call) => call.body)).toEqual([
      { body_parts: ['back', 'knee'], exercise_types: ['stretch', 'rom'] },
    ]);
  });

  it('goes back to the lists with the ticks kept', async () => {
    const { user } = openDialog({ [workoutPaths.exercises]: found });
    await user.click(screen.getByRole('checkbox', { name: 'Hip' }));
    await user.click(screen.getByRole('checkbox', { name: 'Yoga' }));
    await user.click(screen.getByRole('button', { name: 'View Exercises' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));

    expect(screen.getByRole('checkbox', { name: 'Hip' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Yoga' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Knee' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Add Exercises' })).not.toBeInTheDocument();
  });

  it('stays on the lists when the exercises cannot be loaded', async () => {
    const { user } = openDialog({ [workoutPaths.exercises]: 'network-error' });
    await user.click(screen.getByRole('button', { name: 'View Exercises' }));
    expect(await screen.findByText('Unable to View Exercises!')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Body parts' })).toBeInTheDocument();
  });

  it('says so when no exercise matches', async () => {
    const { user } = openDialog({
      [workoutPaths.exercises]: { body: { status: 'success', data: [] } },
    });
    await user.click(screen.getByRole('button', { name: 'View Exercises' }));
    expect(
      await screen.findByText('No exercises match. Choose other body parts or types.'),
    ).toBeInTheDocument();
  });

  it('asks for exercises and a name, and sends nothing without them', async () => {
    const { api, onClose, user } = openDialog({
      [workoutPaths.exercises]: found,
      [workoutPaths.createRoutine]: created,
    });
    await user.click(screen.getByRole('button', { name: 'View Exercises' }));
    await user.type(await screen.findByRole('textbox', { name: 'Routine Name' }), 'Knee days');
    await user.click(screen.getByRole('button', { name: 'Add Exercises' }));
    expect(await screen.findByText('Please select your exercises!')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Quad Set' }));
    await user.clear(screen.getByRole('textbox', { name: 'Routine Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Routine Name' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Add Exercises' }));
    // Said as a toast and under the field.
    expect(await screen.findAllByText('Please fill in the required field!')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Routine Name' })).toHaveAccessibleDescription(
      'Please fill in the required field!',
    );
    expect(api.callsTo(workoutPaths.createRoutine)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates the routine from the ticked exercises in the order shown, with the counter and the trimmed name', async () => {
    const { api, onClose, user } = openDialog(
      { [workoutPaths.exercises]: found, [workoutPaths.createRoutine]: created },
      7,
    );
    await user.click(screen.getByRole('button', { name: 'View Exercises' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Heel Slide' }));
    await user.click(screen.getByRole('checkbox', { name: 'Quad Set' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Routine Name' }), '  Knee days  ');
    await user.click(screen.getByRole('button', { name: 'Add Exercises' }));

    expect(await screen.findByText('Exercise Added Successfully!')).toBeInTheDocument();
    expect(api.callsTo(workoutPaths.createRoutine).map((call) => call.body)).toEqual([
      { exercises: [11, 13], routine: 7, name: 'Knee days' },
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps the dialog open when the routine cannot be created', async () => {
    const { onClose, user } = openDialog({
      [workoutPaths.exercises]: found,
      [workoutPaths.createRoutine]: 'network-error',
    });
    await user.click(screen.getByRole('button', { name: 'View Exercises' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Quad Set' }));
    await user.type(screen.getByRole('textbox', { name: 'Routine Name' }), 'Knee days');
    await user.click(screen.getByRole('button', { name: 'Add Exercises' }));
    expect(await screen.findByText('Unable to Add Exercise!')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
