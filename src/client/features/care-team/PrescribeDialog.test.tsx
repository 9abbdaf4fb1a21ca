import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { careTeamPaths } from '../../../shared/api/careTeamParameters';
import { PATIENT_ID_PARAMETER } from '../../../shared/api/profileReadParameters';
import { workoutPaths } from '../../../shared/api/workoutContract';
import { mockApi } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
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
