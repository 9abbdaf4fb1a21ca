import { writesOf } from '../../api/outbox/outboxStore';
import { screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  workoutPaths,
  type CreateSessionBody,
  type RoutineReply,
} from '../../../shared/api/workoutContract';
import { workoutMessages } from '../../../shared/messages/workoutMessages';
import { kneeRoutine, prescribedKneeRoutine } from '../../engine/testing/workoutExamples';
import { mockApi } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { testUser } from '../../test/testUser';

// A prescribed routine's run asks "Pain now, 0–10" before the first exercise and after the
// last, and lets each exercise be marked "This hurt" (decision 045).

function serve(routine: RoutineReply) {
  return mockApi({
    [workoutPaths.routines]: { body: { status: 'success', data: [routine] } },
    [workoutPaths.createSession]: {
      status: 201,
      body: { status: 'success', message: workoutMessages.sessionCreated },
    },
  });
}

async function startRun(user: UserEvent, routine: RoutineReply) {
  renderApp('/workout', testUser);
  const card = within(await screen.findByRole('article', { name: routine.name }));
  await user.click(card.getByRole('button', { name: 'Start Routine' }));
  return within(await screen.findByRole('dialog', { name: 'Start Routine' }));
}

/** Completes the first exercise (marking it hurt when asked) and skips the others. */
async function runThrough(user: UserEvent, run: BoundFunctions<typeof queries>, markHurt: boolean) {
  const [first, ...others] = kneeRoutine.routineexercise_set.map((entry) => entry.exercise.name);
  await user.click(run.getByRole('button', { name: `Start ${first}` }));
  if (markHurt) {
    const hurt = run.getByRole('button', { name: `This hurt: ${first}` });
    expect(hurt).toHaveAttribute('aria-pressed', 'false');
    await user.click(hurt);
    expect(hurt).toHaveAttribute('aria-pressed', 'true');
  }
  await user.click(run.getByRole('button', { name: `Complete ${first}` }));
  for (const name of others) await user.click(run.getByRole('button', { name: `Skip ${name}` }));
  await user.click(run.getByRole('button', { name: 'Finish Routine' }));
}

async function savedBody(api: ReturnType<typeof serve>): Promise<CreateSessionBody> {
  await waitFor(() => expect(api.callsTo(workoutPaths.createSession)).toHaveLength(1));
  return api.callsTo(workoutPaths.createSession)[0]?.body as CreateSessionBody;
}

describe('the pain a run asks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks a prescribed routine’s pain before the first exercise and after the last, and sends the answers and the hurt mark', async () => {
    const api = serve(prescribedKneeRoutine);
    const user = userEvent.setup();
    const run = await startRun(user, prescribedKneeRoutine);

    const before = run.getByRole('group', { name: 'Pain now, 0–10' });
    expect(within(before).getAllByRole('radio')).toHaveLength(11);
    expect(run.queryByRole('button', { name: /^Start Quad Set/ })).toBeNull();
    const start = run.getByRole('button', { name: 'Start exercises' });
    expect(start).toBeDisabled();
    await user.click(within(before).getByRole('radio', { name: '3' }));
    await user.click(start);

    await runThrough(user, run, true);
    const after = run.getByRole('group', { name: 'Pain now, 0–10' });
    expect(api.callsTo(workoutPaths.createSession)).toHaveLength(0);
    // The keyboard moves through the scale as through any radio group.
    await user.click(within(after).getByRole('radio', { name: '5' }));
    await user.keyboard('{ArrowRight}');
    expect(within(after).getByRole('radio', { name: '6' })).toBeChecked();
    await user.click(run.getByRole('button', { name: 'Save session' }));

    const body = await savedBody(api);
    expect(body).toMatchObject({ pain_before: 3, pain_after: 6 });
    expect(body.session_routine_exercises).toEqual([
      expect.objectContaining({ routine_exercise_id: 121, hurt: true }),
    ]);
    const summary = within(await screen.findByRole('dialog', { name: 'Routine Summary' }));
    expect(summary.getByText('Pain before → after').nextElementSibling).toHaveTextContent('3 → 6');
    expect(summary.getByText('Exercises that hurt').nextElementSibling).toHaveTextContent(
      'Quad Set',
    );
  });

  it('sends no pain when both questions are skipped', async () => {
    const api = serve(prescribedKneeRoutine);
    const user = userEvent.setup();
    const run = await startRun(user, prescribedKneeRoutine);
    await user.click(run.getByRole('button', { name: 'Skip question' }));
    await runThrough(user, run, false);
    await user.click(run.getByRole('button', { name: 'Skip question' }));

    const body = await savedBody(api);
    expect(body).not.toHaveProperty('pain_before');
    expect(body).not.toHaveProperty('pain_after');
    expect(body.session_routine_exercises).toEqual([
      expect.not.objectContaining({ hurt: expect.anything() as unknown }),
    ]);
  });

  it('keeps the answers with a save the server refused, to send them again', async () => {
    const api = mockApi({
      [workoutPaths.routines]: { body: { status: 'success', data: [prescribedKneeRoutine] } },
      [workoutPaths.createSession]: { status: 400, body: { message: 'Not now' } },
    });
    const user = userEvent.setup();
    const run = await startRun(user, prescribedKneeRoutine);
    await user.click(run.getByRole('radio', { name: '2' }));
    await user.click(run.getByRole('button', { name: 'Start exercises' }));
    await runThrough(user, run, true);
    await user.click(run.getByRole('radio', { name: '4' }));
    await user.click(run.getByRole('button', { name: 'Save session' }));
    await savedBody(api);
    expect(await screen.findByText(/Not saved yet/)).toBeInTheDocument();
    const kept = (await writesOf(testUser.id)) as unknown as {
      body: CreateSessionBody;
      refusal?: string;
    }[];
    expect(kept).toEqual([
      expect.objectContaining({
        refusal: 'Not now',
        body: expect.objectContaining({ pain_before: 2, pain_after: 4 }) as unknown,
      }),
    ]);
    expect(kept[0]?.body.session_routine_exercises[0]).toMatchObject({ hurt: true });
  });

  it('asks nothing of a person’s own routine, and offers no hurt mark', async () => {
    const api = serve(kneeRoutine);
    const user = userEvent.setup();
    const run = await startRun(user, kneeRoutine);
    expect(run.queryByRole('group', { name: 'Pain now, 0–10' })).toBeNull();
    await user.click(run.getByRole('button', { name: 'Start Quad Set' }));
    expect(run.queryByRole('button', { name: /^This hurt/ })).toBeNull();
    await user.click(run.getByRole('button', { name: 'Complete Quad Set' }));
    for (const entry of kneeRoutine.routineexercise_set.slice(1)) {
      await user.click(run.getByRole('button', { name: `Skip ${entry.exercise.name}` }));
    }
    await user.click(run.getByRole('button', { name: 'Finish Routine' }));
    const body = await savedBody(api);
    expect(body).not.toHaveProperty('pain_before');
    expect(screen.queryByRole('group', { name: 'Pain now, 0–10' })).toBeNull();
  });
});
