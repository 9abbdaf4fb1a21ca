import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountEndpoints } from '../../../../shared/api/accountEndpoints';
import { careTeamPaths } from '../../../../shared/api/careTeamParameters';
import type { ProfileListEntry } from '../../../../shared/api/profileListContract';
import { HAS_SECURE_PIN_TEXT } from '../../../../shared/api/securePinContract';
import type { ShareLinkRow } from '../../../../shared/api/shareLinksContract';
import { yourDataEndpoints } from '../../../../shared/api/yourDataEndpoints';
import { realProfiles } from '../../../engine/testing/realProfiles';
import { mockApi } from '../../../test/fetchMock';
import { errorReply, type FakeReply } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { testUser } from '../../../test/testUser';
import { accessLogPage } from '../sharingExamples';
import { linkForGp, lockedLink } from './shareLinkExamples';

const profiles: ProfileListEntry[] = [realProfiles.vitals, realProfiles.medical];
const today = DateTime.local();
const day = (plusDays: number) => today.plus({ days: plusDays }).toFormat('yyyy-MM-dd');
const LINK = 'shlink:/eyJ1cmwiOiJodHRwOi8vbG9jYWxob3N0L3NobC94In0';

const listReply = (rows: ShareLinkRow[]): FakeReply => ({
  body: { status: 'success', data: rows },
});

function mockSharingPage(links: FakeReply[], more: Record<string, FakeReply | FakeReply[]> = {}) {
  return mockApi({
    '/v2/profiles/': { body: { status: 'success', details: { profiles } } },
    [careTeamPaths.sharing]: { body: { status: 'success', data: [] } },
    [careTeamPaths.accessLog]: { body: accessLogPage([]) },
    [yourDataEndpoints.shareLinks]: links,
    ...more,
  });
}

async function linksSection() {
  return within(await screen.findByRole('region', { name: 'Passcode links' }));
}

async function newLinkForm() {
  const section = await linksSection();
  return within(await section.findByRole('form', { name: 'Make a new link' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the Sharing page's passcode links", () => {
  it('lists each link with its areas, range, end, state and accesses in words', async () => {
    mockSharingPage([listReply([linkForGp, lockedLink])]);
    renderApp('/sharing', testUser);
    const section = await linksSection();
    const gp = within(await section.findByRole('article', { name: 'For my GP' }));
    expect(gp.getByText('Active')).toBeInTheDocument();
    expect(await gp.findByText('Vitals Profile')).toBeInTheDocument();
    expect(gp.getByText('Readings 2026-01-01 to 2026-11-20')).toBeInTheDocument();
    expect(gp.getByText('Ends on 2026-12-20')).toBeInTheDocument();
    const rows = gp.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Opened',
      'Wrong passcode',
    ]);
    expect(within(rows[0]!).getByText('Dr Sam Smith')).toBeInTheDocument();
    const locked = within(section.getByRole('article', { name: 'Link without a label' }));
    expect(locked.getByText('Locked after too many wrong passcodes')).toBeInTheDocument();
    expect(locked.getByText('Nobody has opened it yet.')).toBeInTheDocument();
  });

  it('says when there are no links yet', async () => {
    mockSharingPage([listReply([])]);
    renderApp('/sharing', testUser);
    expect(
      await (await linksSection()).findByText('You have no passcode links'),
    ).toBeInTheDocument();
  });

  it('says the list could not be loaded when the server fails', async () => {
    mockSharingPage([errorReply('down', 500)]);
    renderApp('/sharing', testUser);
    expect(
      await (await linksSection()).findByText('Your links could not be loaded.'),
    ).toBeInTheDocument();
  });

  it('refuses a link with no area, one that lasts over 90 days, or a short passcode, in words', async () => {
    const { callsTo } = mockSharingPage([listReply([])]);
    renderApp('/sharing', testUser);
    const form = await newLinkForm();
    const user = userEvent.setup();
    const make = form.getByRole('button', { name: 'Make link' });

    expect(form.getByLabelText('Link ends on')).toHaveValue(day(30));
    await user.click(make);
    expect(form.getByText('Tick at least one area to put in the link.')).toBeInTheDocument();
    expect(form.getByRole('checkbox', { name: 'Vitals Profile' })).toHaveFocus();

    await user.click(form.getByRole('checkbox', { name: 'Vitals Profile' }));
    fireEvent.change(form.getByLabelText('Link ends on'), { target: { value: day(91) } });
    await user.click(make);
    expect(form.getByLabelText('Link ends on')).toHaveAccessibleDescription(
      /The link can last at most 90 days/,
    );

    fireEvent.change(form.getByLabelText('Link ends on'), { target: { value: day(90) } });
    await user.type(form.getByLabelText(/^Passcode/), 'abc12');
    await user.click(make);
    expect(form.getByLabelText(/^Passcode/)).toHaveAccessibleDescription(
      /The passcode needs at least 6 characters\./,
    );
    expect(form.getByLabelText(/^Passcode/)).toHaveFocus();
    expect(
      callsTo(yourDataEndpoints.shareLinks).filter((call) => call.method === 'POST'),
    ).toHaveLength(0);
  });

  it('makes a link, shows its address once with a QR code, and lists it', async () => {
    const { callsTo } = mockSharingPage([
      listReply([]),
      { body: { status: 'success', data: { id: 5, link: LINK, expires_on: day(30) } } },
      listReply([linkForGp]),
    ]);
    renderApp('/sharing', testUser);
    const form = await newLinkForm();
    const user = userEvent.setup();
    await user.click(form.getByRole('checkbox', { name: 'Vitals Profile' }));
    await user.type(form.getByLabelText(/^Passcode/), 'a-long-passcode');
    await user.type(form.getByLabelText(/^Label/), '  For my GP ');
    await user.click(form.getByRole('button', { name: 'Make link' }));

    const section = await linksSection();
    const created = within(await section.findByRole('region', { name: 'Your new link' }));
    expect(
      created.getByText('Motus cannot show this link again: copy it now.'),
    ).toBeInTheDocument();
    expect(created.getByLabelText('Link address')).toHaveValue(
      `${window.location.origin}/shared#${LINK}`,
    );
    expect(
      await created.findByRole('img', { name: 'QR code of the link address' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    const post = callsTo(yourDataEndpoints.shareLinks).find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      profiles: ['vitals'],
      date_from: today.minus({ years: 1 }).toFormat('yyyy-MM-dd'),
      date_to: day(0),
      expires_on: day(30),
      passcode: 'a-long-passcode',
      label: 'For my GP',
    });
    expect(post?.query).toEqual({});
    expect(await section.findByRole('article', { name: 'For my GP' })).toBeInTheDocument();
  });

  it('asks for the secure pin first when a pin-gated area is in the link, and sends it', async () => {
    const { callsTo } = mockSharingPage(
      [
        listReply([]),
        errorReply('Security Pin Denied!', 403),
        { body: { status: 'success', data: { id: 6, link: LINK, expires_on: day(30) } } },
        listReply([]),
      ],
      {
        [accountEndpoints.verifySecurePin]: {
          body: { status: 'success', data: HAS_SECURE_PIN_TEXT },
        },
      },
    );
    renderApp('/sharing', testUser);
    const form = await newLinkForm();
    const user = userEvent.setup();
    await user.click(form.getByRole('checkbox', { name: 'Medical Profile' }));
    await waitFor(() => expect(callsTo(accountEndpoints.verifySecurePin)).toHaveLength(1));
    await user.click(form.getByRole('button', { name: 'Make link' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Enter Security Pin' }));
    await user.type(dialog.getByLabelText('Security Pin'), '111111');
    await user.click(dialog.getByRole('button', { name: 'Enter' }));
    expect(await dialog.findByText('Security Pin Denied!')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Security Pin'), '246810');
    await user.click(dialog.getByRole('button', { name: 'Enter' }));

    expect(await screen.findByRole('region', { name: 'Your new link' })).toBeInTheDocument();
    const posts = callsTo(yourDataEndpoints.shareLinks).filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.query)).toEqual([
      { secure_pin: '111111' },
      { secure_pin: '246810' },
    ]);
  });

  it('revokes a link after asking, and shows it revoked at once', async () => {
    const revoked: ShareLinkRow = {
      ...linkForGp,
      state: 'revoked',
      revoked_at: today.toISO(),
    };
    mockSharingPage([listReply([linkForGp]), listReply([revoked])], {
      [yourDataEndpoints.revokeShareLink.replace(':id', '5')]: {
        body: { status: 'success', data: revoked },
      },
    });
    renderApp('/sharing', testUser);
    const section = await linksSection();
    const gp = within(await section.findByRole('article', { name: 'For my GP' }));
    const user = userEvent.setup();
    await user.click(gp.getByRole('button', { name: 'Revoke For my GP' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke this link?' }));
    await user.click(dialog.getByRole('button', { name: 'Revoke link' }));
    expect(await gp.findByText('Revoked')).toBeInTheDocument();
    expect(gp.queryByRole('button', { name: /Revoke/ })).toBeNull();
  });
});
