import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workoutPaths } from '../../../shared/api/workoutContract';
import { kneeRoutine, prescribedKneeRoutine } from '../../engine/testing/workoutExamples';
import { mockApi } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { testUser } from '../../test/testUser';

// With no last day the plan holds whatever day the test runs on.
const prescription = {
  ...prescribedKneeRoutine,
  plan: prescribedKneeRoutine.plan && { ...prescribedKneeRoutine.plan, ends_on: null },
};

describe('My Workout Routines with a prescribed routine', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps hidden routines under Hidden, and asks the clinician to stop a prescription', async () => {
    const api = mockApi({
      [workoutPaths.routines]: {
        body: {
          status: 'success',
          data: [prescription, { ...kneeRoutine, hidden: true }],
        },
      },
      [workoutPaths.stopRequest]: {
        body: { status: 'success', message: 'Your clinician can see that you asked.' },
      },
    });
    const user = userEvent.setup();
    renderApp('/workout', testUser);
    const list = within(await screen.findByRole('region', { name: 'Your routines' }));
    const prescribed = within(list.getByRole('article', { name: prescribedKneeRoutine.name }));
    expect(prescribed.getByText('Prescribed by Dana Meyer')).toBeInTheDocument();
    expect(prescribed.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(list.queryByRole('article', { name: kneeRoutine.name })).toBeNull();

    const hidden = screen.getByText('Hidden (1)');
    await user.click(hidden);
    expect(screen.getByRole('button', { name: `Show again ${kneeRoutine.name}` })).toBeVisible();

    await user.click(prescribed.getByRole('button', { name: /^Ask to stop/ }));
    await waitFor(() =>
      expect(api.callsTo(workoutPaths.stopRequest).map((call) => call.body)).toEqual([
        { id: prescribedKneeRoutine.id },
      ]),
    );
  });
});
