import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workoutPaths, type RoutineReply } from '../../../shared/api/workoutContract';
import { mockApi } from '../../test/fetchMock';
import type { FakeReply } from '../../test/fakeApi';
import { renderSignedInDialog } from '../../test/renderSignedInDialog';
import { DeleteRoutineDialog } from './DeleteRoutineDialog';
import { ownRoutineFields } from '../../engine/testing/workoutExamples';

const routine: RoutineReply = {
  id: 42,
  name: 'Morning Mobility',
  category: 'conditioning',
  description: '',
  safety_info: '',
  youtube_url: '',
  last_run: null,
  times_run: 0,
  ...ownRoutineFields,
  routineexercise_set: [],
};

function openDialog(replies: Record<string, FakeReply | FakeReply[]>) {
  const api = mockApi(replies);
  return {
    api,
    ...renderSignedInDialog((onClose) => (
      <DeleteRoutineDialog routine={routine} onClose={onClose} />
    )),
  };
}

describe('Delete Routine', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks, naming the routine, and sends nothing on Cancel', async () => {
    const { api, onClose, user } = openDialog({});
    expect(screen.getByRole('dialog', { name: 'Delete Routine' })).toBeInTheDocument();
    expect(screen.getByText('Are you sure you want to delete this routine?')).toBeInTheDocument();
    expect(screen.getByText('Morning Mobility').tagName).toBe('STRONG');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(api.calls).toEqual([]);
  });

  it('deletes the routine by its id', async () => {
    const { api, onClose, user } = openDialog({
      [workoutPaths.deleteRoutine]: { body: { status: 'success', message: 'Deleted' } },
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Routine Successfully Deleted!')).toBeInTheDocument();
    expect(
      api.callsTo(workoutPaths.deleteRoutine).map(({ method, query }) => ({ method, query })),
    ).toEqual([{ method: 'DELETE', query: { id: '42' } }]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says so when the routine cannot be deleted, and stays open', async () => {
    const { onClose, user } = openDialog({ [workoutPaths.deleteRoutine]: 'network-error' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Unable to Delete Routine!')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
