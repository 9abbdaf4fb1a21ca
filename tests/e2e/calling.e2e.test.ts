import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callingPaths } from '../../src/shared/api/callingContract';
import { callingMessages } from '../../src/shared/messages/callingMessages';
import {
  acceptDoctorConsent,
  EVERYTHING_WITH_NO_END,
} from '../../src/shared/messages/consentSentences';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { registerAndSignIn, type E2eAccount } from './support/signIn';
import { toastWith } from './support/toasts';

// docs/product.md#calling end to end: a doctor invites a patient, the patient consents and
// accepts, the doctor books a meeting, both join from their own browsers and see each other's
// video (decoded frames), a chat message crosses, a guest joins by id as 'Guest', and the
// doctor ends the meeting for everyone. Camera and microphone are Chromium's fake devices.
const FAKE_MEDIA = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

describe('calling in a real browser', () => {
  let server: E2eServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let doctorPage: Page;
  let patientPage: Page;
  let guestPage: Page;
  let patient: E2eAccount;
  let meetingId: string;
  /** axe-core findings per screen, checked at the end: every calling screen has none. */
  const accessibility: Record<string, string[]> = {};
  const checkAccessibility = async (page: Page, screen: string) => {
    accessibility[screen] = await axeViolations(page);
  };

  const newPage = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    // Confirmations (end the meeting for all) are answered yes.
    page.on('dialog', (dialog) => void dialog.accept());
    return page;
  };
  const panel = (page: Page, title: RegExp): Locator => page.getByRole('region', { name: title });
  const openDialog = (page: Page): Locator => page.locator('dialog[open]');

  /** Resolves when the tile of `name` on `page` plays decoded video frames with real pixels. */
  const seesVideoOf = (page: Page, name: string) =>
    page.waitForFunction(
      async (label) => {
        const video = document.querySelector<HTMLVideoElement>(
          `video[aria-label="Video of ${label}"]`,
        );
        if (!video || video.readyState < 2 || video.videoWidth === 0) return false;
        const frame = await new Promise<number>((resolve) => {
          video.requestVideoFrameCallback((_now, metadata) => resolve(metadata.presentedFrames));
          setTimeout(() => resolve(0), 2000);
        });
        if (frame === 0) return false;
        const canvas = document.createElement('canvas');
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        const context = canvas.getContext('2d');
        if (!context) return false;
        context.drawImage(video, 0, 0);
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        // The fake camera draws a coloured picture: some pixel is far from black.
        for (let index = 0; index < data.length; index += 4 * 97) {
          if ((data[index] ?? 0) + (data[index + 1] ?? 0) + (data[index + 2] ?? 0) > 120)
            return true;
        }
        return false;
      },
      name,
      { timeout: 30_000, polling: 500 },
    );

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchChromium(FAKE_MEDIA);
    doctorPage = await newPage();
    patientPage = await newPage();
    guestPage = await newPage();
    await registerAndSignIn(doctorPage, server.baseUrl, 'Meredith', async (account) => {
      await server.server.database.db
        .updateTable('users')
        .set({ is_doctor: true })
        .where('email', '=', account.email)
        .execute();
    });
    patient = await registerAndSignIn(patientPage, server.baseUrl, 'Rosa');
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser.close();
    await server.stop();
  });

  it('shows a signed-out visitor the meeting-ID form, which checks the ID', async () => {
    await guestPage.goto(`${server.baseUrl}/motus-calling`);
    await guestPage.getByRole('heading', { level: 1, name: /health professional/ }).waitFor();
    await guestPage.getByRole('button', { name: 'Join', exact: true }).click();
    await toastWith(guestPage, callingMessages.provideMeetingId).waitFor();
    await guestPage.getByText(callingMessages.requiredField).waitFor();
    await checkAccessibility(guestPage, 'join form, signed out');
    await guestPage.getByLabel('Meeting ID').fill('aaaa-bbbb-cccc');
    await guestPage.getByRole('button', { name: 'Join', exact: true }).click();
    await toastWith(guestPage, callingMessages.meetingNotFound).waitFor();
  });

  it('a doctor invites a patient, who consents and accepts', async () => {
    await doctorPage.goto(`${server.baseUrl}/motus-calling`);
    await doctorPage.getByRole('heading', { level: 1, name: 'Motus Calling' }).waitFor();
    await panel(doctorPage, /My Patients/)
      .getByText('My Patients (0)')
      .waitFor();
    expect(await doctorPage.getByRole('link', { name: /Book a Professional/ }).count()).toBe(0);
    expect(
      await panel(doctorPage, /My Patients/)
        .getByRole('button', { name: 'Display' })
        .or(panel(doctorPage, /My Patients/).getByRole('button', { name: 'Hide' }))
        .isDisabled(),
    ).toBe(true);

    await doctorPage.getByRole('button', { name: 'Invite Patient' }).click();
    const dialog = openDialog(doctorPage);
    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    await toastWith(doctorPage, callingMessages.provideEmail).waitFor();
    await dialog.getByLabel('Email address').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    await toastWith(doctorPage, callingMessages.provideValidEmail).waitFor();
    await checkAccessibility(doctorPage, 'Invite Patient');
    await dialog.getByLabel('Email address').fill(patient.email);
    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    await toastWith(doctorPage, callingMessages.patientInvited).waitFor();
    const invitedRow = panel(doctorPage, /My Patients/).getByRole('listitem');
    await invitedRow.getByText('invited', { exact: true }).waitFor();
    expect(await invitedRow.getByRole('button', { name: /Delete/ }).count()).toBe(0);

    await patientPage.goto(`${server.baseUrl}/motus-calling`);
    await panel(patientPage, /My Invites/)
      .getByText('My Invites (1)')
      .waitFor();
    await patientPage.getByRole('link', { name: /Book a Professional/ }).waitFor();
    await panel(patientPage, /My Invites/)
      .getByRole('button', { name: 'Accept' })
      .click();
    const consent = openDialog(patientPage);
    await consent
      .getByText(acceptDoctorConsent('Meredith Tester', EVERYTHING_WITH_NO_END))
      .waitFor();
    await checkAccessibility(patientPage, 'consent before accepting');
    await consent.getByRole('button', { name: 'I consent, accept' }).click();
    await toastWith(patientPage, callingMessages.inviteAccepted).waitFor();
    await panel(patientPage, /My Doctors/)
      .getByText('My Doctors (1)')
      .waitFor();
    await panel(patientPage, /My Doctors/)
      .getByRole('button', { name: 'Delete Meredith Tester' })
      .waitFor();
    await panel(patientPage, /My Invites/)
      .getByText('My Invites (0)')
      .waitFor();
  });

  it('the doctor books a meeting that both see under Meetings Booked', async () => {
    await doctorPage.reload();
    const patients = panel(doctorPage, /My Patients/);
    await patients.getByRole('button', { name: 'Book Meeting' }).click();
    const dialog = openDialog(doctorPage);
    await dialog.getByLabel('Meeting name').fill('Knee review');
    await dialog.getByRole('button', { name: 'Book Meeting' }).click();
    await toastWith(doctorPage, callingMessages.meetingBooked).waitFor();
    const booked = panel(doctorPage, /Meetings Booked/);
    await booked.getByText('Meetings Booked (1)').waitFor();
    meetingId = (await booked.locator('.calling-row__code').first().textContent())?.trim() ?? '';
    expect(meetingId).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    await checkAccessibility(doctorPage, 'calling dashboard, doctor');

    await patientPage.reload();
    await panel(patientPage, /Meetings Booked/)
      .getByText('Knee review')
      .waitFor();
  });

  it('both join, see each other’s video, chat, and a guest joins as Guest', async () => {
    await panel(patientPage, /Meetings Booked/)
      .getByRole('link', { name: 'Join Knee review' })
      .click();
    await patientPage.waitForURL(`**/join-meeting?meetingid=${meetingId}`);
    // A booked meeting is joined at once: no form to confirm its id in.
    await toastWith(patientPage, callingMessages.meetingInitiated).waitFor();
    const area = patientPage.getByRole('region', { name: 'Video meeting' });
    await area.waitFor();
    expect((await area.boundingBox())?.height).toBe(600);

    await doctorPage.goto(`${server.baseUrl}/join-meeting?meetingid=${meetingId}`);
    await doctorPage.getByRole('button', { name: 'Join', exact: true }).click();

    await seesVideoOf(doctorPage, 'Rosa Tester');
    await seesVideoOf(patientPage, 'Meredith Tester');

    await doctorPage.getByRole('button', { name: 'Chat' }).click();
    await doctorPage.getByLabel('Message').fill('How is the knee today?');
    await doctorPage.getByRole('button', { name: 'Send' }).click();
    await patientPage.getByRole('button', { name: 'Chat' }).click();
    await patientPage.getByText('How is the knee today?').waitFor();
    await checkAccessibility(patientPage, 'call with chat');
    await patientPage.getByRole('button', { name: 'Polls' }).click();
    await patientPage.getByLabel('Question').fill('Pain on stairs today?');
    await patientPage.getByLabel('Option 1').fill('Less');
    await patientPage.getByLabel('Option 2').fill('More');
    await patientPage.getByRole('button', { name: 'Ask' }).click();
    await doctorPage.getByRole('button', { name: 'Polls' }).click();
    await doctorPage.getByRole('button', { name: 'Less 0 votes' }).click();
    await patientPage.getByRole('button', { name: 'Less 1 vote' }).waitFor();
    await checkAccessibility(patientPage, 'call with a poll');

    // The doctor reads the patient's summary beside the video; the patient is offered none.
    await doctorPage.getByRole('button', { name: 'Patient summary' }).click();
    const summary = doctorPage.getByRole('complementary', { name: 'Patient summary' });
    await summary.getByRole('heading', { name: 'Vital signs' }).waitFor();
    await checkAccessibility(doctorPage, 'call with the patient summary');
    await summary.getByRole('button', { name: 'Back to the video' }).click();
    expect(await patientPage.getByRole('button', { name: 'Patient summary' }).count()).toBe(0);

    await guestPage.goto(`${server.baseUrl}/join-mobile-meeting?meetingid=${meetingId}`);
    await guestPage.getByRole('button', { name: 'Join', exact: true }).click();
    await guestPage.getByText('Guest (you)').waitFor();
    await seesVideoOf(guestPage, 'Meredith Tester');
    await doctorPage.getByRole('button', { name: 'People' }).click();
    await doctorPage.getByRole('button', { name: 'Remove Guest' }).waitFor();
    // A guest may not end the meeting, and sees no booked meetings.
    expect(await guestPage.getByRole('button', { name: 'End meeting for all' }).count()).toBe(0);
    expect(await guestPage.getByText('Meetings Booked').count()).toBe(0);
  });

  it('the doctor ends the meeting for everyone; its ID no longer opens', async () => {
    await doctorPage.getByRole('button', { name: 'End meeting for all' }).click();
    await patientPage.getByText('Meredith Tester ended the meeting for everyone.').waitFor();
    await guestPage.getByText('Meredith Tester ended the meeting for everyone.').waitFor();
    const verify = await fetch(`${server.baseUrl}${callingPaths.verifyMeetingId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ meetingID: meetingId }),
    });
    expect(await verify.json()).toEqual({ status: 'success', message: 'False' });
    await checkAccessibility(patientPage, 'meeting ended');
    expect(Object.entries(accessibility).filter(([, found]) => found.length > 0)).toEqual([]);
  });
});
