import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountEndpoints } from '../../../shared/api/accountEndpoints';
import { HAS_SECURE_PIN_TEXT, NO_SECURE_PIN_TEXT } from '../../../shared/api/securePinContract';
import { thisYearRange } from '../../../shared/dates/dateRanges';
import { mockApi } from '../../test/fetchMock';
import { errorReply, type FakeReply } from '../../test/fakeApi';
import { realProfiles } from '../testing/realProfiles';
import { renderWithEngineStore } from '../testing/renderWithEngineStore';
import { PinGate } from './PinGate';

const medical = realProfiles.medical;
const allergyTab = medical.tabs[0]!;
const RIGHT_PIN = '246810';

interface Replies {
  hasPin?: boolean;
  /** The reply to a read with the right pin. */
  records?: unknown[];
  /** Overrides every read's reply, e.g. a locked pin. */
  read?: FakeReply;
}

function stubServer({ hasPin = true, records = [], read }: Replies) {
  return mockApi(({ path, query }) => {
    if (path === accountEndpoints.verifySecurePin) {
      return {
        body: { status: 'success', data: hasPin ? HAS_SECURE_PIN_TEXT : NO_SECURE_PIN_TEXT },
      };
    }
    if (path === accountEndpoints.resetSecurePin) {
      return { body: { status: 'success', message: 'A new pin was emailed' } };
    }
    if (read) return read;
    if (query.secure_pin !== RIGHT_PIN) return errorReply('That secure pin is not right.', 403);
    const message = records.length === 0 ? 'No data available' : 'Data retrieved';
    return { body: { status: 'success', message, data: records } };
  });
}

function renderGate() {
  return renderWithEngineStore(
    <PinGate
      checkTab={allergyTab}
      range={thisYearRange()}
      retrievedMessage={medical.messages.retrieved ?? ''}
    >
      {(pin) => <p>Opened with {pin}</p>}
    </PinGate>,
  );
}

async function enterPin(pin: string) {
  const user = userEvent.setup();
  const dialog = within(await screen.findByRole('dialog', { name: 'Enter Security Pin' }));
  const field = dialog.getByLabelText('Security Pin');
  await user.clear(field);
  if (pin !== '') await user.type(field, pin);
  await user.click(dialog.getByRole('button', { name: 'Enter' }));
  return { field, dialog, user };
}

describe('PinGate', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('blocks with No Security Pin and a link to the profile when there is no pin', async () => {
    stubServer({ hasPin: false });
    renderGate();
    const dialog = within(await screen.findByRole('dialog', { name: 'No Security Pin' }));
    expect(
      dialog.getByText(
        "You don't currently have a secure pin, please go to the profile section to generate one",
      ),
    ).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByText(/Opened with/)).not.toBeInTheDocument();
  });

  it('asks again when Enter is pressed with no pin typed, and sends nothing', async () => {
    const api = stubServer({});
    renderGate();
    await enterPin('');
    expect(await screen.findByText('Please provide your security pin!')).toBeInTheDocument();
    expect(api.callsTo(allergyTab.read)).toEqual([]);
  });

  it('says a missing pin only in the toast at Enter: never beside the field, nor when it is left', async () => {
    stubServer({});
    renderGate();
    const user = userEvent.setup();
    const dialog = within(await screen.findByRole('dialog', { name: 'Enter Security Pin' }));
    const field = dialog.getByLabelText('Security Pin');
    await user.click(field);
    await user.tab();
    expect(screen.queryByText('Please provide your security pin!')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('Please provide your security pin!')).toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).toHaveAccessibleDescription('The 6-digit pin we emailed you.');
  });

  it('says only that the pin is needed on an empty Enter after a denied pin, and sends nothing', async () => {
    const api = stubServer({});
    renderGate();
    await enterPin('111111');
    expect(await screen.findByText('Security Pin Denied!')).toBeInTheDocument();
    const readsBefore = api.callsTo(allergyTab.read).length;
    await enterPin('');
    expect(await screen.findByText('Please provide your security pin!')).toBeInTheDocument();
    expect(screen.queryByText('Security Pin Denied!')).not.toBeInTheDocument();
    expect(api.callsTo(allergyTab.read)).toHaveLength(readsBefore);
  });

  it('denies a wrong pin with the typed pin cleared, then opens with the right one', async () => {
    const api = stubServer({ records: [{ id: 1, date: '2026-01-02', description: 'Dust' }] });
    renderGate();
    const { field } = await enterPin('111111');
    expect(await screen.findByText('Security Pin Denied!')).toBeInTheDocument();
    expect(field).toHaveValue('');
    await enterPin(RIGHT_PIN);
    expect(await screen.findByText(`Opened with ${RIGHT_PIN}`)).toBeInTheDocument();
    expect(await screen.findByText('Medical Data Successfully Retrieved!')).toBeInTheDocument();
    // The check of docs/product.md#secure-pin: a GET of the first tab's records with the pin in the query.
    const check = api.calls.at(-1);
    expect(check?.path).toBe('/v2/profiles/allergy/get/');
    expect(Object.keys(check?.query ?? {})).toEqual(['date_from', 'date_to', 'secure_pin']);
    expect(check?.query.secure_pin).toBe(RIGHT_PIN);
  });

  it("opens on 'No data available' with the warning of docs/product.md#secure-pin", async () => {
    stubServer({ records: [] });
    renderGate();
    await enterPin(RIGHT_PIN);
    expect(await screen.findByText('No data availible!')).toBeInTheDocument();
    expect(screen.getByText(`Opened with ${RIGHT_PIN}`)).toBeInTheDocument();
  });

  it("shows a locked pin's own message and stays closed", async () => {
    stubServer({
      read: errorReply('Your secure pin is locked until 10:15 UTC.', 429),
    });
    renderGate();
    const { field } = await enterPin(RIGHT_PIN);
    expect(
      await screen.findByText('Your secure pin is locked until 10:15 UTC.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(screen.queryByText(/Opened with/)).not.toBeInTheDocument();
  });

  it('mails a new pin from Forgot Secure Pin', async () => {
    const api = stubServer({});
    renderGate();
    const user = userEvent.setup();
    const dialog = within(await screen.findByRole('dialog', { name: 'Enter Security Pin' }));
    await user.click(dialog.getByRole('button', { name: 'Forgot Secure Pin' }));
    expect(await screen.findByText('Success, Please Check email!')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ path: accountEndpoints.resetSecurePin, query: {} }),
    );
  });
});
