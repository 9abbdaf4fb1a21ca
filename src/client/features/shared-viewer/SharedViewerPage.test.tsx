import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Bundle } from 'fhir/r4';
import { CompactEncrypt } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetchMock';
import { errorReply, type FakeReply } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { areaTaggedBundleExample, sharedBundleExample } from './sharedBundleExamples';

const MANIFEST_PATH = '/shl/a-manifest-id-of-43-characters-aaaaaaaaaaa';
const key = new Uint8Array(32).map((_, index) => index + 1);

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function linkHash(payload: Record<string, unknown>): string {
  return `#shlink:/${base64Url(new TextEncoder().encode(JSON.stringify(payload)))}`;
}

const inTenDays = Math.floor(Date.now() / 1000) + 10 * 86_400;
const passcodeLink = {
  url: `${window.location.origin}${MANIFEST_PATH}`,
  key: base64Url(key),
  exp: inTenDays,
  flag: 'P',
  label: 'For my GP',
  v: 1,
};

async function encryptedBundle(bundle: Bundle = sharedBundleExample): Promise<string> {
  // Copied into this realm's Uint8Array: jsdom's TextEncoder answers with another realm's.
  const plaintext = Uint8Array.from(new TextEncoder().encode(JSON.stringify(bundle)));
  return new CompactEncrypt(plaintext)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', cty: 'application/fhir+json' })
    .encrypt(key);
}

async function manifestReply(bundle?: Bundle): Promise<FakeReply> {
  return {
    body: {
      files: [{ contentType: 'application/fhir+json', embedded: await encryptedBundle(bundle) }],
    },
  };
}

function openViewer(payload: Record<string, unknown> | string) {
  window.location.hash = typeof payload === 'string' ? payload : linkHash(payload);
  return renderApp('/shared');
}

async function fillAndOpen(name: string, passcode?: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Your name'), name);
  if (passcode !== undefined) await user.type(screen.getByLabelText('Passcode'), passcode);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
}

describe('the passcode link viewer', () => {
  beforeEach(() => {
    window.location.hash = '';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says a link it cannot read is incomplete, and asks for nothing', async () => {
    mockApi({});
    openViewer('#shlink:/not-json');
    expect(await screen.findByText('This link cannot be read')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your name')).toBeNull();
  });

  it('says an ended link has ended without asking the server', async () => {
    const { calls } = mockApi({});
    openViewer({ ...passcodeLink, exp: Math.floor(Date.now() / 1000) - 60 });
    expect(await screen.findByText('This link has ended')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your name')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("shows the link's label and asks for a name and the passcode before anything is sent", async () => {
    const { calls } = mockApi({});
    openViewer(passcodeLink);
    expect(await screen.findByText('“For my GP”')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(/Enter your name\./);
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('says a wrong passcode is wrong and how many tries are left, keeping the name', async () => {
    const { calls } = mockApi({
      [MANIFEST_PATH]: {
        status: 401,
        body: {
          status: 'error',
          message: 'That passcode is not right.',
          details: { details: ['That passcode is not right.'] },
          remainingAttempts: 7,
        },
      },
    });
    openViewer(passcodeLink);
    await fillAndOpen('Dr Sam Smith', 'not-it-at-all');
    expect(
      await screen.findByText(/That passcode is not right\. 7 more wrong tries close the link\./),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('Dr Sam Smith');
    expect(screen.getByLabelText('Passcode')).toHaveValue('');
    expect(screen.getByLabelText('Passcode')).toHaveFocus();
    expect(calls[0]?.body).toEqual({ recipient: 'Dr Sam Smith', passcode: 'not-it-at-all' });
  });

  it('says a revoked, expired or unknown link cannot be opened (404)', async () => {
    mockApi({ [MANIFEST_PATH]: errorReply('gone', 404) });
    openViewer(passcodeLink);
    await fillAndOpen('Dr Sam Smith', 'right-passcode');
    expect(
      await screen.findByText('This link has expired or was revoked, or it does not exist.'),
    ).toBeInTheDocument();
  });

  it('names the link’s server when it cannot be reached, keeping the name for another try', async () => {
    mockApi({ [MANIFEST_PATH]: 'network-error' });
    openViewer({ ...passcodeLink, url: `http://localhost:8080${MANIFEST_PATH}` });
    await fillAndOpen('Dr Sam Smith', 'right-passcode');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server this link points to, localhost:8080, could not be reached. Ask the person who shared it whether that is the address they open Motus at, or try again later.',
    );
    expect(screen.getByLabelText('Your name')).toHaveValue('Dr Sam Smith');
    expect(screen.getByRole('button', { name: 'Open' })).toBeEnabled();
  });

  it('says the data could not be opened when the server answers with a failure', async () => {
    mockApi({ [MANIFEST_PATH]: errorReply('broken', 500) });
    openViewer(passcodeLink);
    await fillAndOpen('Dr Sam Smith', 'right-passcode');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The shared data could not be opened. Try again later.',
    );
  });

  it('decrypts the file with the key in the link and shows it read-only in the engine', async () => {
    mockApi({ [MANIFEST_PATH]: await manifestReply() });
    openViewer(passcodeLink);
    const user = await fillAndOpen('Dr Sam Smith', 'right-passcode');
    expect(
      await screen.findByText(
        /^Shared by Alex Runner through Motus, read-only, until \d{4}-\d\d-\d\d\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Alex Runner' })).toBeInTheDocument();
    expect(screen.getByText('Born 1992-04-12')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Shared data' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Blood Pressure',
      'Resting Heart Rate',
      'Routine session',
      'Allergies',
      'Surgery Event',
    ]);
    expect(
      await screen.findByRole('img', { name: /^Blood Pressure \(mmHg\) chart/ }),
    ).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(legend).toHaveTextContent('Systolic');
    expect(legend).toHaveTextContent('mmHg');
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();

    await user.click(within(tabs).getByRole('tab', { name: 'Allergies' }));
    expect(await screen.findByRole('cell', { name: 'Peanuts' })).toBeInTheDocument();
  });

  it('groups the data by profile as the app does, and says when the copy was made', async () => {
    mockApi({ [MANIFEST_PATH]: await manifestReply(areaTaggedBundleExample) });
    openViewer(passcodeLink);
    const user = await fillAndOpen('Dr Sam Smith', 'right-passcode');
    const areas = await screen.findByRole('tablist', { name: 'Shared areas' });
    const tabsOf = (list: HTMLElement) =>
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent);
    expect(tabsOf(areas)).toEqual([
      'Vitals Profile',
      'Pain Score Profile',
      'Workout',
      'Medical Profile',
    ]);
    expect(tabsOf(screen.getByRole('tablist', { name: 'Vitals Profile: shared data' }))).toEqual([
      'Blood Pressure',
      'Resting Heart Rate',
    ]);
    // 2026-11-26T10:00:00+00:00 in the reader's clock.
    expect(
      screen.getByText(
        /^A copy of the data as it was on 2026-11-2\d \d\d:\d\d: later changes are not in this link\.$/,
      ),
    ).toBeInTheDocument();

    await user.click(within(areas).getByRole('tab', { name: 'Medical Profile' }));
    expect(tabsOf(screen.getByRole('tablist', { name: 'Medical Profile: shared data' }))).toEqual([
      'Allergies',
      'Surgery Event',
    ]);
    expect(await screen.findByRole('cell', { name: 'Peanuts' })).toBeInTheDocument();
  });
});
