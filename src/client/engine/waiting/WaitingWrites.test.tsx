import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectWaitingWrites, writeQueued } from '../../api/outbox/outboxSlice';
import { keepWrite, writesOf } from '../../api/outbox/outboxStore';
import type { QueuedWrite } from '../../api/outbox/queuedWrite';
import { useAppSelector } from '../../state/hooks';
import { testUser } from '../../test/testUser';
import { renderWithEngineStore } from '../testing/renderWithEngineStore';
import { WaitingWrites } from './WaitingWrites';

const write = (key: string, refusal?: string): QueuedWrite => ({
  key,
  userId: testUser.id,
  kind: 'reading',
  url: '/profiles/special/pulse/',
  body: { pulse: 61, created_on: '2026-12-02 09:15' },
  title: 'Vitals · Resting Heart Rate',
  detail: '61 bpm · 2026-12-02 09:15',
  datasetId: 38,
  refreshes: [{ type: 'Readings', id: 38 }],
  writtenAt: 1,
  ...(refusal === undefined ? {} : { refusal }),
});

function ListedWrites() {
  return <WaitingWrites writes={useAppSelector(selectWaitingWrites)} />;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('WaitingWrites', () => {
  it('marks a write waiting, and a refused one with the server’s words and a way to discard it', async () => {
    const refused = write('refused-0001', 'No such address: POST /profiles/special/pulse/');
    await keepWrite(refused);
    const { store } = renderWithEngineStore(<ListedWrites />);
    store.dispatch(writeQueued(write('waiting-0001')));
    store.dispatch(writeQueued(refused));

    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('61 bpm · 2026-12-02 09:15Waiting to be sent');
    expect(items[1]).toHaveTextContent(
      'Not accepted: No such address: POST /profiles/special/pulse/',
    );
    expect(screen.getAllByRole('button', { name: 'Discard' })).toHaveLength(1);

    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(await writesOf(testUser.id)).toEqual([]);
  });

  it('keeps a refused write when the person does not confirm the discard', async () => {
    const refused = write('refused-0002', 'Not now');
    await keepWrite(refused);
    const { store } = renderWithEngineStore(<ListedWrites />);
    store.dispatch(writeQueued(refused));
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(await writesOf(testUser.id)).toHaveLength(1);
  });
});
