import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { careTeamPaths } from '../../../shared/api/careTeamParameters';
import { PATIENT_ID_PARAMETER } from '../../../shared/api/profileReadParameters';
import { workoutPaths } from '../../../shared/api/workoutContract';
import { mockApi } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { kneeRoutine } from '../../engine/testing/workoutExamples';
import { patientRoutinesReply, patientSessionsReply } from './patientWorkoutExamples';
import { doctorsServer, refusedRead } from './patientTesting';
import { exampleDoctor, patientRow } from './patientExamples';

function workoutServer() {
  return {
    ...doctorsServer(),
    [workoutPaths.routines]: { body: patientRoutinesReply },
    [careTeamPaths.routineSessions]: [
      { body: patientSessionsReply(1, 2) },
      { body: patientSessionsReply(2, 2) },
    ],
  };
}

describe("a patient's workout in their doctor's view", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the patient's routines read-only, read with patient_id", async () => {
    const api = mockApi(workoutServer());
    renderApp('/patients/12/workout', exampleDoctor);
    expect(
      await screen.findByRole('heading', { level: 1, name: "Ada Lovelace's workout" }),
    ).toBeInTheDocument();
    const routines = within(screen.getByRole('region', { name: 'Routines' }));
    expect(await routines.findByRole('heading', { name: kneeRoutine.name })).toBeInTheDocument();
    expect(routines.getAllByRole('button').map((button) => button.textContent)).toEqual(['More']);
    expect(api.callsTo(workoutPaths.routines)[0]?.query[PATIENT_ID_PARAMETER]).toBe('12');
  });

  it('lists the sessions newest first, a page at a time', async () => {
    const user = userEvent.setup();
    const api = mockApi(workoutServer());
    renderApp('/patients/12/workout', exampleDoctor);
    const history = within(await screen.findByRole('region', { name: 'Session history' }));
    const firstRows = await history.findAllByRole('row');
    expect(firstRows[1]).toHaveTextContent('2026-11-20 18:05');
    expect(firstRows[1]).toHaveTextContent(kneeRoutine.name);
    expect(firstRows[1]).toHaveTextContent('21:05');
    // Each run's pain before → after and the exercises that hurt (decision 045).
    const cells = (row: HTMLElement | undefined) =>
      row
        ? within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent)
        : [];
    expect(cells(firstRows[1]).slice(-2)).toEqual(['3 → 6', 'Wall Sit']);
    expect(cells(firstRows[2]).slice(-2)).toEqual(['–', '–']);
    expect(history.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(history.getByRole('button', { name: 'Next page' }));
    expect(await history.findByText('2026-11-19 18:05')).toBeInTheDocument();
    expect(api.callsTo(careTeamPaths.routineSessions).map((call) => call.query)).toEqual([
      { [PATIENT_ID_PARAMETER]: '12', page: '1' },
      { [PATIENT_ID_PARAMETER]: '12', page: '2' },
    ]);
    expect(history.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('says the patient no longer shares their workout when the server refuses', async () => {
    mockApi({ ...workoutServer(), [workoutPaths.routines]: refusedRead });
    renderApp('/patients/12/workout', exampleDoctor);
    expect(
      await screen.findByText('Ada Lovelace no longer shares Workout with you'),
    ).toBeInTheDocument();
  });

  it('reads nothing when the workout is not shared', async () => {
    const api = mockApi({
      ...workoutServer(),
      ...doctorsServer([patientRow({ profiles: ['vitals'] })]),
    });
    renderApp('/patients/12/workout', exampleDoctor);
    expect(await screen.findByText('This data is not shared with you.')).toBeInTheDocument();
    expect(api.callsTo(workoutPaths.routines)).toEqual([]);
    expect(api.callsTo(careTeamPaths.routineSessions)).toEqual([]);
  });
});
