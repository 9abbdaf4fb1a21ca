import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workoutPaths, type TemplateRoutineReply } from '../../../shared/api/workoutContract';
import { mockApi } from '../../test/fetchMock';
import type { FakeReply } from '../../test/fakeApi';
import { renderSignedInDialog } from '../../test/renderSignedInDialog';
import { SelectRoutinesDialog } from './SelectRoutinesDialog';

function template(id: number, name: string, category: string, exercises: string[]) {
  return {
    id,
    name,
    category,
    listing: name.toLowerCase(),
    description: '',
    safety_info: '',
    youtube_url: '',
    routineexercise_set: exercises.map((exerciseName, index) => ({
      id: id * 10 + index,
      reps: 10,
      time: null,
      exercise: {
        id: id * 100 + index,
        name: exerciseName,
        animation: `/animations/${String(id)}-${String(index)}.svg`,
        description: '',
        safety_info: '',
        exercise_type: 'strengthen',
        body_parts: [{ key: 'knee', name: 'Knee' }],
        youtube_url: '',
        category: 'strengthen',
        contributor: 1,
      },
    })),
  } satisfies TemplateRoutineReply;
}

function templatePage(page: number, pages: number, result: TemplateRoutineReply[]): FakeReply {
  return { body: { status: 'success', data: { page, pages, result } } };
}

const kneeRehab = template(1, 'Knee Rehab', 'rehab', ['Quad Set', 'Heel Slide']);
const coreStrength = template(2, 'Core Strength', 'strengthen', ['Plank']);
const hipStrength = template(3, 'Hip Strength', 'strengthen', ['Bridge', 'Clam']);

function openDialog(replies: Record<string, FakeReply | FakeReply[]>) {
  const api = mockApi(replies);
  return { api, ...renderSignedInDialog((onClose) => <SelectRoutinesDialog onClose={onClose} />) };
}

const twoPages = {
  [workoutPaths.templates]: [
    templatePage(1, 2, [kneeRehab, coreStrength]),
    templatePage(2, 2, [hipStrength]),
  ],
};

describe('Select Routines', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each routine with its category and exercises, and pages through them', async () => {
    const { api, user } = openDialog(twoPages);
    expect(screen.getByRole('dialog', { name: 'Select Routines' })).toBeInTheDocument();
    const knee = await screen.findByRole('checkbox', { name: 'Knee Rehab' });
    expect(knee).toHaveAccessibleDescription('Rehab Quad Set, Heel Slide');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous Page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next Page' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Next Page' }));
    expect(await screen.findByRole('checkbox', { name: 'Hip Strength' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next Page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous Page' })).toBeEnabled();
    expect(api.callsTo(workoutPaths.templates).map((call) => call.body)).toEqual([
      { page: '1' },
      { page: '2' },
    ]);
  });

  it('previews a template by its first three exercises, all of them only when fewer', async () => {
    const fullBody = template(4, 'Full Body', 'strengthen', [
      'Squat',
      'Lunge',
      'Plank',
      'Bridge',
      'Clam',
    ]);
    openDialog({ [workoutPaths.templates]: templatePage(1, 1, [fullBody, coreStrength]) });
    expect(await screen.findByRole('checkbox', { name: 'Full Body' })).toHaveAccessibleDescription(
      'Strengthen Squat, Lunge, Plank +2 more',
    );
    expect(screen.getByRole('checkbox', { name: 'Core Strength' })).toHaveAccessibleDescription(
      'Strengthen Plank',
    );
  });

  it('keeps ticks across pages and adds every ticked routine', async () => {
    const { api, onClose, user } = openDialog({
      ...twoPages,
      [workoutPaths.copyTemplates]: { body: { status: 'success', message: 'Copied' } },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Knee Rehab' }));
    await user.click(screen.getByRole('button', { name: 'Next Page' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Hip Strength' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous Page' }));
    expect(await screen.findByRole('checkbox', { name: 'Knee Rehab' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Core Strength' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Add Routines' }));
    expect(await screen.findByText('Routine Added Successfully!')).toBeInTheDocument();
    expect(api.callsTo(workoutPaths.copyTemplates).map((call) => call.body)).toEqual([
      { template_routines: [1, 3] },
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('sends the routines still ticked, in the order they were ticked; unticking them all asks again', async () => {
    const { api, user } = openDialog({
      ...twoPages,
      [workoutPaths.copyTemplates]: { body: { status: 'success', message: 'Copied' } },
    });
    const knee = await screen.findByRole('checkbox', { name: 'Knee Rehab' });
    const core = screen.getByRole('checkbox', { name: 'Core Strength' });
    await user.click(knee);
    await user.click(knee);
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Routines' }));
    expect(await screen.findByText('Please select your routines!')).toBeInTheDocument();
    expect(api.callsTo(workoutPaths.copyTemplates)).toEqual([]);

    await user.click(core);
    await user.click(knee);
    await user.click(screen.getByRole('button', { name: 'Add Routines' }));
    expect(await screen.findByText('Routine Added Successfully!')).toBeInTheDocument();
    expect(api.callsTo(workoutPaths.copyTemplates).map((call) => call.body)).toEqual([
      { template_routines: [2, 1] },
    ]);
  });

  it('asks for a routine and sends nothing when none is ticked', async () => {
    const { api, onClose, user } = openDialog(twoPages);
    await screen.findByRole('checkbox', { name: 'Knee Rehab' });
    await user.click(screen.getByRole('button', { name: 'Add Routines' }));
    expect(await screen.findByText('Please select your routines!')).toBeInTheDocument();
    expect(api.callsTo(workoutPaths.copyTemplates)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('filters by category and search, each from page 1', async () => {
    const { api, user } = openDialog({
      [workoutPaths.templates]: [
        templatePage(1, 2, [kneeRehab, coreStrength]),
        templatePage(2, 2, [hipStrength]),
        templatePage(1, 1, [kneeRehab]),
        templatePage(1, 1, [kneeRehab]),
      ],
    });
    await screen.findByRole('checkbox', { name: 'Knee Rehab' });
    await user.click(screen.getByRole('button', { name: 'Next Page' }));
    await screen.findByText('Page 2 of 2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Rehab');
    await screen.findByText('Page 1 of 1');
    await user.type(screen.getByRole('searchbox', { name: 'Search routines' }), ' knee ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(api.callsTo(workoutPaths.templates)).toHaveLength(4);
    });
    expect(api.callsTo(workoutPaths.templates).map((call) => call.body)).toEqual([
      { page: '1' },
      { page: '2' },
      { page: '1', category: 'rehab' },
      { page: '1', category: 'rehab', listing: 'knee' },
    ]);
  });

  it('says when no routine matches', async () => {
    openDialog({ [workoutPaths.templates]: templatePage(1, 1, []) });
    expect(
      await screen.findByText('No routines match. Try another category or search.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next Page' })).toBeDisabled();
  });

  it('says once that the search failed, and shows it in the list', async () => {
    openDialog({ [workoutPaths.templates]: 'network-error' });
    expect(await screen.findByText('Unable to Search for Categories!')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Routines to choose from' });
    expect(within(list).getByRole('alert')).toHaveTextContent('The routines could not be loaded');
    expect(screen.getAllByText('Unable to Search for Categories!')).toHaveLength(1);
  });

  it('keeps the dialog open when the routines cannot be added', async () => {
    const { onClose, user } = openDialog({
      ...twoPages,
      [workoutPaths.copyTemplates]: {
        status: 500,
        body: { status: 'error', message: 'x', details: { details: ['x'] } },
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Core Strength' }));
    await user.click(screen.getByRole('button', { name: 'Add Routines' }));
    expect(await screen.findByText('Unable to Add Routine!')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
