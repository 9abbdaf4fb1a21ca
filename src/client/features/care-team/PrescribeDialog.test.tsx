import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { careTeamPaths } from '../../../shared/api/careTeamParameters';
import { PATIENT_ID_PARAMETER } from '../../../shared/api/profileReadParameters';
import { workoutPaths } from '../../../shared/api/workoutContract';
import { mockApi } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { prescribedKneeRoutine } from '../../engine/testing/workoutExamples';
import { exampleDoctor, patientRow } from './patientExamples';
import { doctorsServer } from './patientTesting';
import {
  patientRoutinesReply,
  patientSessionsReply,
  rehabTemplatesReply,
} from './patientWorkoutExamples';

function server(prescribe: boolean) {
  return {
    ...doctorsServer([patientRow({ prescribe })]),
    [workoutPaths.routines]: { body: patientRoutinesReply },
    [careTeamPaths.routineSessions]: { body: patientSessionsReply(1, 1) },
    [workoutPaths.templates]: { body: rehabTemplatesReply },
    [workoutPaths.createRoutine]: { status: 201, body: { status: 'success', message: 'Added' } },
  };
}

async function openDialog() {
  const user = userEvent.setup();
  renderApp('/patients/12/workout', exampleDoctor);
  await user.click(await screen.findByRole('button', { name: 'Prescribe a routine' }));
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Prescribe a routine for Ada Lovelace' }),
  );
  return { user, dialog };
}

describe('Prescribe a routine', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is offered only when the patient’s grant lets this clinician prescribe', async () => {
    mockApi(server(false));
    renderApp('/patients/12/workout', exampleDoctor);
    expect(
      await screen.findByRole('heading', { level: 1, name: "Ada Lovelace's workout" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prescribe a routine' })).toBeNull();
  });

  it('says in words what is missing, at each field, and sends nothing', async () => {
    const api = mockApi(server(true));
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      dialog.getByText('Choose a rehab template or at least one exercise.'),
    ).toBeInTheDocument();
    expect(dialog.getByText('Give the routine a name.')).toBeInTheDocument();
    expect(dialog.getByText('Tick at least one day of the week.')).toBeInTheDocument();

    await user.click(await dialog.findByRole('radio', { name: /Knee Strength: First Steps/ }));
    const sets = dialog.getByRole('textbox', { name: 'Sets, Quad Set' });
    await user.type(sets, '25');
    await user.click(dialog.getByRole('checkbox', { name: 'Monday' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      dialog.getByText('Sets for Quad Set: give a whole number from 1 to 20.'),
    ).toBeInTheDocument();
    expect(sets).toHaveFocus();
    expect(api.callsTo(workoutPaths.createRoutine)).toEqual([]);
  });

  it('starts a source shown again from an empty search', async () => {
    mockApi(server(true));
    const { user, dialog } = await openDialog();
    const templateSearch = dialog.getByRole('searchbox', { name: 'Search rehab templates' });
    await user.type(templateSearch, 'knee');
    expect(templateSearch).toHaveValue('knee');

    await user.click(dialog.getByRole('radio', { name: 'From the exercise library' }));
    await user.type(dialog.getByRole('searchbox', { name: 'Search the exercise library' }), 'quad');
    await user.click(dialog.getByRole('radio', { name: 'From a rehab template' }));
    expect(dialog.getByRole('searchbox', { name: 'Search rehab templates' })).toHaveValue('');
    await user.click(dialog.getByRole('radio', { name: 'From the exercise library' }));
    expect(dialog.getByRole('searchbox', { name: 'Search the exercise library' })).toHaveValue('');
  });

  it('takes the focus to the first problem at each Save, and says none after any change', async () => {
    mockApi(server(true));
    const { user, dialog } = await openDialog();
    const save = dialog.getByRole('button', { name: 'Save' });
    const source = dialog.getByRole('group', { name: 'Start from' });
    await user.click(save);
    expect(source).toHaveFocus();
    await user.click(save);
    expect(source).toHaveFocus();

    // The days are still missing, and the exercises and the name: the messages go even so.
    await user.type(dialog.getByLabelText(/Note for the patient/), 'Before your walk');
    expect(dialog.queryByText('Choose a rehab template or at least one exercise.')).toBeNull();
    expect(dialog.queryByText('Give the routine a name.')).toBeNull();
    expect(dialog.queryByText('Tick at least one day of the week.')).toBeNull();
  });

  it('sends the template’s exercises with their doses and the plan’s weekdays, for the patient', async () => {
    const api = mockApi(server(true));
    const { user, dialog } = await openDialog();
    await user.click(await dialog.findByRole('radio', { name: /Knee Strength: First Steps/ }));
    await user.type(dialog.getByRole('textbox', { name: 'Sets, Quad Set' }), '3');
    await user.type(dialog.getByRole('textbox', { name: 'Hold (s), Quad Set' }), '5');
    await user.type(dialog.getByRole('textbox', { name: 'Note, Quad Set' }), 'Slowly');
    for (const day of ['Friday', 'Monday', 'Wednesday']) {
      await user.click(dialog.getByRole('checkbox', { name: day }));
    }
    const starts = dialog.getByLabelText('Starts on');
    await user.clear(starts);
    await user.type(starts, '2099-12-01');
    await user.type(dialog.getByLabelText(/Ends on/), '2100-01-31');
    await user.type(dialog.getByLabelText(/Note for the patient/), 'Before your walk');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo(workoutPaths.createRoutine)).toHaveLength(1));
    const [call] = api.callsTo(workoutPaths.createRoutine);
    expect(call?.query[PATIENT_ID_PARAMETER]).toBe('12');
    expect(call?.body).toEqual({
      name: 'Knee Strength: First Steps',
      routine: 0,
      exercises: [
        { id: 1, dosage: { sets: 3, reps: 10, hold_seconds: 5, note: 'Slowly' } },
        { id: 2, dosage: { reps: 12 } },
        { id: 3, dosage: { time_seconds: 45 } },
        { id: 4, dosage: { reps: 10 } },
      ],
      plan: {
        days: [1, 3, 5],
        starts_on: '2099-12-01',
        ends_on: '2100-01-31',
        note: 'Before your walk',
      },
    });
    expect(
      await screen.findByText('Routine prescribed: it is in the patient’s Workout.'),
    ).toBeInTheDocument();
  });
});

describe('the prescriptions a clinician gave, on the patient’s workout page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const mine = {
    ...prescribedKneeRoutine,
    prescribed_by: { id: exampleDoctor.id, first_name: 'Grace', last_name: 'Hopper' },
    id: 32,
    name: 'Knee rehab, second phase',
    stop_requested_at: '2026-12-03T09:00:00Z',
  };

  it('shows the plan, that the patient asked to stop, and ends the plan after asking', async () => {
    const api = mockApi({
      ...server(true),
      [workoutPaths.routines]: {
        body: { status: 'success', data: [mine, prescribedKneeRoutine] },
      },
      [workoutPaths.editRoutine]: { body: { status: 'success', message: 'Updated' } },
    });
    const user = userEvent.setup();
    renderApp('/patients/12/workout', exampleDoctor);
    const card = within(await screen.findByRole('article', { name: mine.name }));
    expect(card.getByText('Prescribed by Grace Hopper')).toBeInTheDocument();
    expect(card.getByText('Asked to stop on 3 Dec')).toBeInTheDocument();
    // Another clinician's prescription is shown with who gave it, and not changed from here.
    const danas = screen
      .getAllByRole('article')
      .filter((article) => within(article).queryByText('Prescribed by Dana Meyer'));
    expect(danas).toHaveLength(1);
    expect(within(danas[0] as HTMLElement).queryByRole('button', { name: 'End plan' })).toBeNull();

    await user.click(card.getByRole('button', { name: 'End plan' }));
    const question = within(await screen.findByRole('dialog', { name: 'End plan' }));
    await user.click(question.getByRole('button', { name: 'End plan' }));
    await waitFor(() => expect(api.callsTo(workoutPaths.editRoutine)).toHaveLength(1));
    const [call] = api.callsTo(workoutPaths.editRoutine);
    expect(call?.query[PATIENT_ID_PARAMETER]).toBe('12');
    expect(call?.body).toMatchObject({ id: mine.id, end_plan: true });
  });
});
