import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SharingRow } from '../../../shared/api/careTeamContract';
import { careTeamPaths } from '../../../shared/api/careTeamParameters';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { careTeamMessages } from '../../../shared/messages/careTeamMessages';
import { sharingTexts } from './sharingTexts';
import { realProfiles } from '../../engine/testing/realProfiles';
import { profilesReply } from '../../test/profileRouteTesting';
import { mockApi } from '../../test/fetchMock';
import { errorReply, type FakeReply } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { testUser } from '../../test/testUser';
import {
  accessLogPage,
  doctorLena,
  doctorNgozi,
  doctorRead,
  doctorSeamus,
  ownRead,
  partnerImport,
} from './sharingExamples';

const profiles: ProfileListEntry[] = [realProfiles.vitals, realProfiles.medical, realProfiles.lab];

const listReply = profilesReply(profiles);

function sharingReply(rows: SharingRow[]): FakeReply {
  return { body: { status: 'success', data: rows } };
}

function savedReply(row: SharingRow): FakeReply {
  return { body: { status: 'success', message: 'Sharing updated', data: row } };
}

async function doctorCard(name: string) {
  return within(await screen.findByRole('article', { name }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the Sharing page', () => {
  it('shows each doctor with what they see, until when, and whether they have looked', async () => {
    mockApi({
      '/v2/profiles/': listReply,
      [careTeamPaths.sharing]: sharingReply([doctorNgozi, doctorSeamus, doctorLena]),
      [careTeamPaths.accessLog]: { body: accessLogPage([]) },
    });
    renderApp('/sharing', testUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sharing' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sharing · Motus'));

    const ngozi = await doctorCard('Ngozi Okafor');
    expect(ngozi.getByText('dr.ngozi@clinic.example')).toBeInTheDocument();
    const areas = within(ngozi.getByRole('group', { name: 'Areas shared with Ngozi Okafor' }));
    expect(areas.getByRole('checkbox', { name: 'Vitals Profile' })).toBeChecked();
    expect(areas.getByRole('checkbox', { name: 'Medical Profile' })).not.toBeChecked();
    expect(areas.getByRole('checkbox', { name: 'Laboratory Tests Profile' })).not.toBeChecked();
    expect(areas.getByRole('checkbox', { name: 'Workout' })).toBeChecked();
    expect(ngozi.getByLabelText(/Until/)).toHaveValue('2027-03-31');
    expect(ngozi.getByText(/^First viewed your data on 2026-11-26 \d\d:04$/)).toBeInTheDocument();

    const seamus = await doctorCard('Séamus Walsh');
    expect(seamus.getByText('Has not viewed your data yet')).toBeInTheDocument();
    expect(seamus.getByLabelText(/Until/)).toHaveValue('');

    const lena = await doctorCard('Lena Fischer');
    expect(lena.getByText('Not sharing anything')).toBeInTheDocument();
    expect(lena.queryByRole('button', { name: 'Stop sharing' })).toBeNull();
  });

  it('passes axe with doctors and a page of the log', async () => {
    document.documentElement.lang = 'en';
    mockApi({
      '/v2/profiles/': listReply,
      [careTeamPaths.sharing]: sharingReply([doctorNgozi, doctorLena]),
      [careTeamPaths.accessLog]: { body: accessLogPage([ownRead, doctorRead], 1, 2) },
    });
    renderApp('/sharing', testUser);
    await doctorCard('Lena Fischer');
    await screen.findByRole('table', { name: 'Who has seen your data, newest first' });
    const results = await axe.run(document, {
      // jsdom does no layout, so contrast cannot be computed here (the tokens are chosen for AA).
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('saves the ticked areas and the end date', async () => {
    const saved: SharingRow = {
      ...doctorSeamus,
      profiles: ['vitals', 'medical'],
      expires_on: '2099-06-30',
    };
    const api = mockApi({
      '/v2/profiles/': listReply,
      [careTeamPaths.sharing]: [sharingReply([doctorSeamus]), savedReply(saved)],
      [careTeamPaths.accessLog]: { body: accessLogPage([]) },
    });
    const user = userEvent.setup();
    renderApp('/sharing', testUser);
    const seamus = await doctorCard('Séamus Walsh');
    await user.click(seamus.getByRole('checkbox', { name: 'Vitals Profile' }));
    await user.type(seamus.getByLabelText(/Until/), '2099-06-30');
    await user.click(seamus.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(careTeamMessages.sharingSaved)).toBeInTheDocument();
    const posts = api.callsTo(careTeamPaths.sharing).filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([
      { doctor_id: 22, profiles: ['vitals', 'medical'], expires_on: '2099-06-30' },
    ]);
  });

  it('shows and changes whether each doctor may add routines to the Workout', async () => {
    const api = mockApi({
      '/v2/profiles/': listReply,
      [careTeamPaths.sharing]: [
        sharingReply([doctorNgozi, doctorSeamus]),
        savedReply({ ...doctorNgozi, prescribe: false }),
        savedReply({ ...doctorSeamus, profiles: ['medical', 'workout'], prescribe: true }),
      ],
      [careTeamPaths.accessLog]: { body: accessLogPage([]) },
    });
    const user = userEvent.setup();
    renderApp('/sharing', testUser);
    const ngozi = await doctorCard('Ngozi Okafor');
    const ngoziSwitch = ngozi.getByRole('switch', {
      name: 'Ngozi Okafor may add routines to your Workout',
    });
    expect(ngoziSwitch).toBeChecked();
    await user.click(ngoziSwitch);
    await user.click(ngozi.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(careTeamMessages.sharingSaved)).toBeInTheDocument();

    // Séamus is not shown the Workout: the switch waits for it.
    const seamus = await doctorCard('Séamus Walsh');
    const seamusSwitch = seamus.getByRole('switch', { name: /Séamus Walsh may add routines/ });
    expect(seamusSwitch).toBeDisabled();
    await user.click(seamus.getByRole('checkbox', { name: 'Workout' }));
    await user.click(seamusSwitch);
    await user.click(seamus.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        api
          .callsTo(careTeamPaths.sharing)
          .filter((call) => call.method === 'POST')
          .map((call) => call.body),
      ).toEqual([
        { doctor_id: 21, profiles: ['vitals', 'workout'], expires_on: '2027-03-31' },
        { doctor_id: 22, profiles: ['medical', 'workout'], expires_on: null, prescribe: true },
      ]),
    );
  });

  it("refuses to save no area at all, and says the server's reason for a refusal", async () => {
    const api = mockApi({
      '/v2/profiles/': listReply,
      [careTeamPaths.sharing]: [
        sharingReply([doctorSeamus]),
        errorReply('expires_on: the last day shared cannot be before today'),
      ],
      [careTeamPaths.accessLog]: { body: accessLogPage([]) },
    });
    const user = userEvent.setup();
    renderApp('/sharing', testUser);
    const seamus = await doctorCard('Séamus Walsh');
    await user.click(seamus.getByRole('checkbox', { name: 'Medical Profile' }));
    await user.click(seamus.getByRole('button', { name: 'Save' }));
    expect(seamus.getByText('Tick at least one area to share.')).toBeInTheDocument();
    expect(seamus.getByRole('checkbox', { name: 'Vitals Profile' })).toHaveFocus();
    expect(api.callsTo(careTeamPaths.sharing).filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(seamus.getByRole('checkbox', { name: 'Workout' }));
    await user.click(seamus.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('expires_on: the last day shared cannot be before today'),
    ).toBeInTheDocument();
  });

  it('takes the focus back to the problem at each Save, and stops saying it at any change', async () => {
    const api = mockApi({
      '/v2/profiles/': listReply,
      [careTeamPaths.sharing]: sharingReply([doctorSeamus]),
      [careTeamPaths.accessLog]: { body: accessLogPage([]) },
    });
    const user = userEvent.setup();
    renderApp('/sharing', testUser);
    const seamus = await doctorCard('Séamus Walsh');
    const save = seamus.getByRole('button', { name: 'Save' });
    const firstBox = seamus.getByRole('checkbox', { name: 'Vitals Profile' });
    await user.click(seamus.getByRole('checkbox', { name: 'Medical Profile' }));
    await user.click(save);
    expect(seamus.getByText('Tick at least one area to share.')).toBeInTheDocument();
    expect(firstBox).toHaveFocus();
    await user.click(save);
    expect(firstBox).toHaveFocus();

    // Still no area ticked: the change of another field is enough.
    await user.type(seamus.getByLabelText(/Until/), '2099-06-30');
    expect(seamus.queryByText('Tick at least one area to share.')).toBeNull();
    expect(api.callsTo(careTeamPaths.sharing).filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('takes the focus to a last day that has passed', async () => {
    mockApi({
      '/v2/profiles/': listReply,
      [careTeamPaths.sharing]: sharingReply([doctorSeamus]),
      [careTeamPaths.accessLog]: { body: accessLogPage([]) },
    });
    const user = userEvent.setup();
    renderApp('/sharing', testUser);
    const seamus = await doctorCard('Séamus Walsh');
    const until = seamus.getByLabelText(/Until/);
    await user.type(until, '2020-01-01');
    await user.click(seamus.getByRole('button', { name: 'Save' }));
    expect(seamus.getByText(sharingTexts.untilInPast)).toBeInTheDocument();
    expect(until).toHaveFocus();
  });

  it('asks before it stops sharing, then sends no areas', async () => {
    const stopped: SharingRow = { ...doctorNgozi, profiles: [], expires_on: null, given_at: null };
    const api = mockApi({
      '/v2/profiles/': listReply,
      [careTeamPaths.sharing]: [sharingReply([doctorNgozi]), savedReply(stopped)],
      [careTeamPaths.accessLog]: { body: accessLogPage([]) },
    });
    const user = userEvent.setup();
    renderApp('/sharing', testUser);
    const ngozi = await doctorCard('Ngozi Okafor');
    await user.click(ngozi.getByRole('button', { name: 'Stop sharing' }));

    const dialog = within(
      await screen.findByRole('dialog', { name: 'Stop sharing with Ngozi Okafor?' }),
    );
    expect(api.callsTo(careTeamPaths.sharing).filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Stop sharing' }));

    expect(await screen.findByText(careTeamMessages.sharingStopped)).toBeInTheDocument();
    expect(
      api
        .callsTo(careTeamPaths.sharing)
        .filter((call) => call.method === 'POST')
        .map((call) => call.body),
    ).toEqual([{ doctor_id: 21, profiles: [], expires_on: null }]);
    expect(await ngozi.findByText('Not sharing anything')).toBeInTheDocument();
    expect(ngozi.getByRole('heading', { name: 'Ngozi Okafor' })).toHaveFocus();
    expect(ngozi.getByRole('checkbox', { name: 'Vitals Profile' })).not.toBeChecked();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when there are no doctors, and where to invite one', async () => {
    mockApi({
      '/v2/profiles/': listReply,
      [careTeamPaths.sharing]: sharingReply([]),
      [careTeamPaths.accessLog]: { body: accessLogPage([]) },
    });
    renderApp('/sharing', testUser);
    expect(await screen.findByText('You have no doctors yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite a doctor in Motus Calling' })).toHaveAttribute(
      'href',
      '/motus-calling',
    );
    expect(await screen.findByText('Nobody has seen your data in this period')).toBeInTheDocument();
  });

  it('offers to try again when the doctors cannot be loaded', async () => {
    mockApi({
      '/v2/profiles/': listReply,
      [careTeamPaths.sharing]: ['network-error', sharingReply([doctorSeamus])],
      [careTeamPaths.accessLog]: { body: accessLogPage([]) },
    });
    const user = userEvent.setup();
    renderApp('/sharing', testUser);
    const section = within(await screen.findByRole('region', { name: 'Your doctors' }));
    await user.click(await section.findByRole('button', { name: 'Try again' }));
    expect(await doctorCard('Séamus Walsh')).toBeDefined();
  });
});

describe('who has seen your data', () => {
  function logTable() {
    return screen.findByRole('table', { name: 'Who has seen your data, newest first' });
  }

  /** The Sharing page with one read in its access log, and the log's Period group. */
  async function accessLogPeriod() {
    const api = mockApi({
      '/v2/profiles/': listReply,
      [careTeamPaths.sharing]: sharingReply([doctorNgozi]),
      [careTeamPaths.accessLog]: { body: accessLogPage([ownRead]) },
    });
    const user = userEvent.setup();
    renderApp('/sharing', testUser);
    await logTable();
    return { api, user, period: within(screen.getByRole('group', { name: 'Period' })) };
  }

  it('lists each access: You for your own reads, the doctor and the partner by name', async () => {
    mockApi({
      '/v2/profiles/': listReply,
      [careTeamPaths.sharing]: sharingReply([doctorNgozi]),
      [careTeamPaths.accessLog]: { body: accessLogPage([ownRead, doctorRead, partnerImport]) },
    });
    renderApp('/sharing', testUser);
    const table = within(await logTable());
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Who',
      'What',
      'Which range',
      'When',
    ]);
    const rows = table.getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['You', 'Medical Profile', '2026-01-01 – 2026-11-26'],
      ['Ngozi Okafor', 'Blood Pressure', '2026-11-01 – 2026-11-26'],
      ['North Laboratory', 'Haemoglobin (Imported)', '—'],
    ]);
    expect(within(rows[0]!).getByText(/^2026-11-2[67] \d\d:20$/)).toBeInTheDocument();
    // One page: no paging.
    expect(
      screen.queryByRole('navigation', { name: 'Pages of who has seen your data' }),
    ).toBeNull();
  });

  it('shows others’ accesses only at first, and yours too with Everyone', async () => {
    const api = mockApi({
      '/v2/profiles/': listReply,
      [careTeamPaths.sharing]: sharingReply([doctorNgozi]),
      [careTeamPaths.accessLog]: [
        { body: accessLogPage([doctorRead]) },
        { body: accessLogPage([ownRead, doctorRead]) },
      ],
    });
    const user = userEvent.setup();
    renderApp('/sharing', testUser);
    const table = within(await logTable());
    const seenBy = screen.getByRole('combobox', { name: 'Seen by' });
    expect(seenBy).toHaveDisplayValue('Others only');
    expect(table.queryByText('You')).toBeNull();

    await user.selectOptions(seenBy, 'Everyone');
    expect(await screen.findByRole('cell', { name: 'You' })).toBeInTheDocument();
    expect(api.callsTo(careTeamPaths.accessLog).map((call) => call.query.readers)).toEqual([
      'others',
      'everyone',
    ]);
  });

  it('pages with Previous and Next, asking the server for that page', async () => {
    const api = mockApi({
      '/v2/profiles/': listReply,
      [careTeamPaths.sharing]: sharingReply([doctorNgozi]),
      [careTeamPaths.accessLog]: [
        { body: accessLogPage([ownRead], 1, 3) },
        { body: accessLogPage([doctorRead], 2, 3) },
        { body: accessLogPage([ownRead], 1, 3) },
      ],
    });
    const user = userEvent.setup();
    renderApp('/sharing', testUser);
    await logTable();
    const pager = within(
      screen.getByRole('navigation', { name: 'Pages of who has seen your data' }),
    );
    expect(pager.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(pager.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(await logTable()).getByText('Ngozi Okafor')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(api.callsTo(careTeamPaths.accessLog).map((call) => call.query)).toEqual([
      { readers: 'others', page: '1' },
      { readers: 'others', page: '2' },
      { readers: 'others', page: '1' },
    ]);
  });

  it('narrows the log to the days chosen, from the first page', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00'));
    const api = mockApi({
      '/v2/profiles/': listReply,
      [careTeamPaths.sharing]: sharingReply([doctorNgozi]),
      [careTeamPaths.accessLog]: [
        { body: accessLogPage([ownRead], 1, 2) },
        { body: accessLogPage([doctorRead], 2, 2) },
        { body: accessLogPage([]) },
        { body: accessLogPage([ownRead]) },
      ],
    });
    const user = userEvent.setup();
    renderApp('/sharing', testUser);
    await logTable();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');

    const period = within(screen.getByRole('group', { name: 'Period' }));
    await user.type(period.getByLabelText(/From/), '2026-11-01');
    await user.type(period.getByLabelText(/To/), '2026-11-15');
    await user.click(period.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Nobody has seen your data in this period')).toBeInTheDocument();

    await user.click(period.getByRole('button', { name: 'Clear dates' }));
    await logTable();
    expect(api.callsTo(careTeamPaths.accessLog).map((call) => call.query)).toEqual([
      { readers: 'others', page: '1' },
      { readers: 'others', page: '2' },
      { date_from: '2026-11-01', date_to: '2026-11-15', readers: 'others', page: '1' },
      { readers: 'others', page: '1' },
    ]);
  });

  it('refuses a period that ends before it starts', async () => {
    const { api, user, period } = await accessLogPeriod();
    await user.type(period.getByLabelText(/From/), '2026-11-15');
    await user.type(period.getByLabelText(/To/), '2026-11-01');
    await user.click(period.getByRole('button', { name: 'Show' }));
    expect(
      period.getByText('The first day must be on or before the last day.'),
    ).toBeInTheDocument();
    expect(api.callsTo(careTeamPaths.accessLog)).toHaveLength(1);
  });

  it('keeps saying a reversed period while the days are changed, until Show takes them', async () => {
    const { api, user, period } = await accessLogPeriod();
    const from = period.getByLabelText(/From/);
    await user.type(from, '2026-11-15');
    await user.type(period.getByLabelText(/To/), '2026-11-01');
    await user.tab();
    expect(period.queryByText(sharingTexts.filterOrder)).toBeNull();
    const show = period.getByRole('button', { name: 'Show' });
    await user.click(show);
    expect(period.getByText(sharingTexts.filterOrder)).toBeInTheDocument();
    expect(show).toHaveFocus();

    await user.clear(from);
    await user.type(from, '2026-10-01');
    expect(period.getByText(sharingTexts.filterOrder)).toBeInTheDocument();
    await user.click(show);
    expect(period.queryByText(sharingTexts.filterOrder)).toBeNull();
    await waitFor(() => expect(api.callsTo(careTeamPaths.accessLog)).toHaveLength(2));
  });

  it('downloads every page of the period as one CSV file', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00'));
    const api = mockApi({
      '/v2/profiles/': listReply,
      [careTeamPaths.sharing]: sharingReply([doctorNgozi]),
      [careTeamPaths.accessLog]: [
        { body: accessLogPage([ownRead], 1, 2) },
        { body: accessLogPage([ownRead], 1, 2) },
        { body: accessLogPage([doctorRead], 2, 2) },
      ],
    });
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:motus/access-log';
    });
    // jsdom has no object URLs: a URL class that has them, put back by unstubAllGlobals.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    let fileName = '';
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      fileName = this.download;
    });
    const user = userEvent.setup();
    renderApp('/sharing', testUser);
    await logTable();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(await screen.findByText('The file holds 2 accesses.')).toBeInTheDocument();
    expect(fileName).toBe('motus-access-log-2026-11-26.csv');
    expect(api.callsTo(careTeamPaths.accessLog).map((call) => call.query)).toEqual([
      { readers: 'others', page: '1' },
      { readers: 'others', page: '1' },
      { readers: 'others', page: '2' },
    ]);
    const text = await saved[0]!.text();
    expect(
      text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 3),
    ).toEqual([
      'When,Who,Action,Area,Dataset,From,To',
      '2026-11-26T18:20:00+00:00,You,Read,Medical Profile,,2026-01-01,2026-11-26',
      '2026-11-26T10:04:00+00:00,Ngozi Okafor,Read,Vitals Profile,Blood Pressure,2026-11-01,2026-11-26',
    ]);
    click.mockRestore();
  });
});
