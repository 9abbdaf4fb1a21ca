import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { registerAndSignIn, type E2eAccount } from './support/signIn';
import { toastWith } from './support/toasts';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import {
  workoutPaths,
  type RoutineReply,
  type RoutineSessionReply,
} from '../../src/shared/api/workoutContract';

// docs/product.md#workout-routines end to end: templates from the list (paged and searched), a custom routine from
// Knee + Strengthen, edited and trimmed, then run with a reload in the middle and the
// network gone at Finish; the session is stored exactly once.
describe('workout routines in a real browser', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let account: E2eAccount;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    account = await registerAndSignIn(page, server.baseUrl, 'Rosa');
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  const openDialog = (): Locator => page.locator('dialog[open]');
  const routineCard = (name: string): Locator =>
    page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  // Rosa's sessions only: the demo athlete's seeded history shares the database.
  const storedSessions = async () =>
    Number(
      (
        await server.server.database.db
          .selectFrom('routine_sessions')
          .innerJoin('routines', 'routines.id', 'routine_sessions.routine_id')
          .innerJoin('users', 'users.id', 'routines.user_id')
          .where('users.email', '=', account.email)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** A session of the same person on another device. */
  async function logInElsewhere(who: E2eAccount): Promise<string> {
    const reply = await fetch(`${server.baseUrl}${accountEndpoints.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: who.email, password: who.password }),
    });
    return ((await reply.json()) as { details: { token: string } }).details.token;
  }
  async function routineNamed(token: string, name: string): Promise<RoutineReply> {
    const reply = await fetch(`${server.baseUrl}${workoutPaths.routines}`, {
      headers: { authorization: `Motus ${token}` },
    });
    const { data } = (await reply.json()) as { data: RoutineReply[] };
    return data.find((routine) => routine.name === name)!;
  }
  async function sessionsOf(token: string, routineId: number): Promise<RoutineSessionReply[]> {
    const reply = await fetch(`${server.baseUrl}${workoutPaths.sessions}?routine_id=${routineId}`, {
      headers: { authorization: `Motus ${token}` },
    });
    return ((await reply.json()) as { data: RoutineSessionReply[] }).data;
  }

  it('starts with an empty list that says what to do', async () => {
    await page.goto(`${server.baseUrl}/workout`);
    await page.getByRole('heading', { level: 1, name: 'My Workout Routines' }).waitFor();
    await page.getByText('No routines yet').waitFor();
  });

  it('adds two templates from the list, using the pages and the search', async () => {
    await page.getByRole('button', { name: 'Add Routines From List' }).first().click();
    const dialog = openDialog();
    await dialog.getByRole('heading', { name: 'Select Routines' }).waitFor();
    await dialog.getByText(/^Page 1 of \d+$/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Previous Page' }).isDisabled()).toBe(true);

    await dialog.getByRole('button', { name: 'Add Routines' }).click();
    await toastWith(page, 'Please select your routines!').waitFor();

    await dialog.getByRole('button', { name: 'Next Page' }).click();
    await dialog.getByText(/^Page 2 of \d+$/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Previous Page' }).isDisabled()).toBe(false);
    await dialog.getByRole('checkbox').first().check();

    await dialog.getByLabel('Search').fill('knee');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await dialog.getByText('Page 1 of 1').waitFor();
    expect(await dialog.getByRole('button', { name: 'Next Page' }).isDisabled()).toBe(true);
    const kneeTemplate = dialog.getByRole('checkbox', { name: /knee/i }).first();
    await kneeTemplate.check();
    await dialog.getByText('2 selected').waitFor();

    await dialog.getByRole('button', { name: 'Add Routines' }).click();
    await toastWith(page, 'Routine Added Successfully!').waitFor();
    await openDialog().waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('article').count()).toBe(2);
  });

  it('builds a custom routine from Knee and Strengthen exercises', async () => {
    await page.getByRole('button', { name: 'Add Custom Routines' }).click();
    const dialog = openDialog();
    await dialog.getByRole('heading', { name: 'Select Exercises' }).waitFor();
    await dialog.getByRole('checkbox', { name: 'Knee', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Strengthen', exact: true }).check();
    await dialog.getByRole('button', { name: 'View Exercises' }).click();
    await dialog.getByLabel('Routine Name').waitFor();

    await dialog.getByRole('button', { name: 'Add Exercises' }).click();
    await toastWith(page, 'Please select your exercises!').waitFor();
    const exercises = dialog.getByRole('checkbox');
    expect(await exercises.count()).toBeGreaterThanOrEqual(3);
    for (const index of [0, 1, 2]) await exercises.nth(index).check();
    await dialog.getByRole('button', { name: 'Add Exercises' }).click();
    await toastWith(page, 'Please fill in the required field!').waitFor();

    await dialog.getByLabel('Routine Name').fill('Knee rehab week 1');
    await dialog.getByRole('button', { name: 'Add Exercises' }).click();
    await toastWith(page, 'Exercise Added Successfully!').waitFor();
    await routineCard('Knee rehab week 1').waitFor();
  });

  it('renames the routine and deletes one of its exercises', async () => {
    await routineCard('Knee rehab week 1').getByRole('button', { name: /^Edit/ }).click();
    const dialog = openDialog();
    await dialog.getByRole('heading', { name: 'Edit Routine' }).waitFor();
    const deleteButtons = dialog.getByRole('button', { name: /Delete Exercise/ });
    expect(await deleteButtons.count()).toBe(3);
    await deleteButtons.first().click();
    await toastWith(page, 'Exercise Successfully Deleted!').waitFor();
    await expect.poll(() => deleteButtons.count()).toBe(2);

    await dialog.getByLabel('Routine Name').fill('Knee rehab week 2');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await toastWith(page, 'Routine Updated Successfully!').waitFor();
    await routineCard('Knee rehab week 2').waitFor();
  });

  it('runs it: completes one exercise across a reload, skips one, and saves once after the network returns', async () => {
    await routineCard('Knee rehab week 2').getByRole('button', { name: 'Start Routine' }).click();
    let dialog = openDialog();
    await dialog.getByRole('heading', { name: 'Start Routine' }).waitFor();
    const finish = dialog.getByRole('button', { name: 'Finish Routine' });
    expect(await finish.isDisabled()).toBe(true);

    const rows = dialog.getByRole('listitem');
    await rows
      .nth(0)
      .getByRole('button', { name: /^Start/ })
      .click();
    await rows.nth(0).getByText('In progress').waitFor();
    await page.waitForTimeout(2200);

    // A reload mid-run: the run opens again where it was, the exercise still counting.
    await page.reload();
    dialog = openDialog();
    await dialog.getByRole('heading', { name: 'Start Routine' }).waitFor();
    const first = dialog.getByRole('listitem').nth(0);
    await first.getByText('In progress').waitFor();
    const tracked = await first.getByRole('timer').textContent();
    expect(tracked).toMatch(/^0:0[2-9]$/);

    await first.getByRole('button', { name: /^Complete/ }).click();
    const second = dialog.getByRole('listitem').nth(1);
    await second.getByRole('button', { name: /^Skip/ }).click();
    await second.getByText('Skipped').waitFor();
    const finishNow = dialog.getByRole('button', { name: 'Finish Routine' });
    expect(await finishNow.isDisabled()).toBe(false);

    await context.setOffline(true);
    await finishNow.click();
    await toastWith(page, 'Unable To Create Routine Session!').waitFor();
    await page.getByText('Waiting to save:').waitFor();
    expect(await storedSessions()).toBe(0);

    await context.setOffline(false);
    await toastWith(page, 'Routine Session Created Successfully!').waitFor({ timeout: 20_000 });
    const summary = openDialog();
    await summary.getByRole('heading', { name: 'Routine Summary' }).waitFor();
    const figure = (label: string) =>
      summary.locator('.summary__figure').filter({ hasText: label }).locator('dd').textContent();
    expect(await figure('Total Exercises Completed')).toBe('1');
    expect(await figure('Total Exercises Skipped')).toBe('1');
    expect(await figure('Total Exercise Time')).toMatch(/^0:0[2-9]$/);
    expect(await figure('Total Time')).toMatch(/^0:\d\d$/);
    await summary.getByRole('button', { name: 'Close' }).last().click();

    await expect.poll(() => page.getByText('Waiting to save:').count()).toBe(0);
    await routineCard('Knee rehab week 2')
      .getByText(/Last run .* · 1 session$/)
      .waitFor();
    expect(await storedSessions()).toBe(1);
  });

  it('keeps a routine as it was while its run is in progress, and saves a run whose routine another device changed', async () => {
    const card = routineCard('Knee rehab week 2');
    await card.getByRole('button', { name: 'Start Routine' }).click();
    const dialog = openDialog();
    await dialog.getByRole('heading', { name: 'Start Routine' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await page.getByText(/A run of Knee rehab week 2 is in progress/).waitFor();

    // Edit and Delete wait for the run, saying why.
    await card.getByRole('button', { name: /^Edit/ }).click();
    await toastWith(page, 'Finish or discard it before changing the routine').waitFor();
    await card.getByRole('button', { name: /^Delete/ }).click();
    expect(await openDialog().count()).toBe(0);

    // Meanwhile, on another device, the first exercise of the routine is deleted.
    const token = await logInElsewhere(account);
    const routine = await routineNamed(token, 'Knee rehab week 2');
    const removed = routine.routineexercise_set[0]!;
    const deleted = await fetch(`${server.baseUrl}${workoutPaths.deleteRoutineExercise}`, {
      method: 'POST',
      headers: { authorization: `Motus ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ routine: routine.id, exercise: removed.id }),
    });
    expect(deleted.status).toBe(200);

    const before = await storedSessions();
    await page.getByRole('button', { name: 'Resume', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Start Routine' }).waitFor();
    const rows = dialog.getByRole('listitem');
    await rows
      .nth(0)
      .getByRole('button', { name: /^Start/ })
      .click();
    await page.waitForTimeout(1100);
    await rows
      .nth(0)
      .getByRole('button', { name: /^Complete/ })
      .click();
    await rows
      .nth(1)
      .getByRole('button', { name: /^Start/ })
      .click();
    await rows
      .nth(1)
      .getByRole('button', { name: /^Complete/ })
      .click();
    await dialog.getByRole('button', { name: 'Finish Routine' }).click();
    await openDialog().getByRole('heading', { name: 'Routine Summary' }).waitFor();

    // Saved once, against the routine as it is now: the removed exercise's time is kept
    // in the exercise time, as what was done.
    expect(await storedSessions()).toBe(before + 1);
    const sessions = await sessionsOf(token, routine.id);
    const latest = sessions.reduce((newest, session) =>
      session.id > newest.id ? session : newest,
    );
    expect(latest.exercises_completed + latest.exercises_skipped).toBe(
      routine.routineexercise_set.length - 1,
    );
    expect(
      latest.session_routine_exercises.map((record) => record.routine_exercise_id),
    ).not.toContain(removed.id);
    expect(latest.time_exercising).toBeGreaterThanOrEqual(1);
    await openDialog().getByRole('button', { name: 'Close' }).last().click();
    await openDialog().waitFor({ state: 'detached' });
  });

  it('keeps a run the server refuses, says why, tries it again, and lets the person discard it', async () => {
    const card = routineCard('Knee rehab week 2');
    await card.getByRole('button', { name: 'Start Routine' }).click();
    const dialog = openDialog();
    await dialog.getByRole('heading', { name: 'Start Routine' }).waitFor();
    const rows = dialog.getByRole('listitem');
    // On another device, the whole routine is deleted during the run.
    const token = await logInElsewhere(account);
    const routine = await routineNamed(token, 'Knee rehab week 2');
    const deleted = await fetch(`${server.baseUrl}${workoutPaths.deleteRoutine}?id=${routine.id}`, {
      method: 'DELETE',
      headers: { authorization: `Motus ${token}` },
    });
    expect(deleted.status).toBe(200);

    for (const row of await rows.all()) await row.getByRole('button', { name: /^Skip/ }).click();
    const before = await storedSessions();
    await dialog.getByRole('button', { name: 'Finish Routine' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Not saved yet:' });
    await notice.getByText(/Knee rehab week 2 \(finished .*\)\. Motus answered: “.+”/).waitFor();

    // Kept on this device: a reload shows it still, and it is tried again.
    const retried = page.waitForRequest((request) =>
      request.url().endsWith(workoutPaths.createSession),
    );
    await page.reload();
    await retried;
    await notice.waitFor();
    expect(await storedSessions()).toBe(before);

    page.once('dialog', (question) => void question.accept());
    await notice.getByRole('button', { name: 'Discard session' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My Workout Routines' }).waitFor();
    expect(await page.getByText('Not saved yet:').count()).toBe(0);
  });
});
