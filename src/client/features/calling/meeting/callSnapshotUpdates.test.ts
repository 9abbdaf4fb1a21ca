import { describe, expect, it } from 'vitest';
import { initialSnapshot, type CallSnapshot } from './callProvider';
import {
  addPoll,
  pollTally,
  recordVote,
  removeParticipant,
  updateParticipant,
  upsertParticipant,
} from './callSnapshotUpdates';

describe('call snapshot updates', () => {
  const withPeople = (): CallSnapshot => {
    let snapshot = upsertParticipant(initialSnapshot, 'b', { name: 'Rosa' });
    snapshot = upsertParticipant(snapshot, 'a', { name: 'Meredith', isSelf: true });
    return upsertParticipant(snapshot, 'c', { name: 'Guest' });
  };

  it('keeps the local person first and the others in the order they came', () => {
    expect(withPeople().participants.map((p) => p.name)).toEqual(['Meredith', 'Rosa', 'Guest']);
  });

  it('changes one person and leaves an unknown id alone', () => {
    const snapshot = updateParticipant(withPeople(), 'b', { connection: 'gone' });
    expect(snapshot.participants.find((p) => p.id === 'b')?.connection).toBe('gone');
    expect(updateParticipant(snapshot, 'zzz', { name: 'X' })).toBe(snapshot);
  });

  it('says who left', () => {
    const snapshot = removeParticipant(withPeople(), 'c');
    expect(snapshot.participants.map((p) => p.id)).toEqual(['a', 'b']);
    expect(snapshot.notices).toEqual(['Guest left the meeting.']);
  });

  it('counts one vote per person, the last one counting, and ignores options out of range', () => {
    let snapshot = addPoll(withPeople(), {
      id: 'p1',
      question: 'Pain today?',
      by: 'Meredith',
      options: ['Less', 'Same', 'More'],
      votes: {},
    });
    snapshot = addPoll(snapshot, { id: 'p1', question: 'again', by: 'x', options: [], votes: {} });
    expect(snapshot.polls).toHaveLength(1);
    snapshot = recordVote(snapshot, 'p1', 'b', 2);
    snapshot = recordVote(snapshot, 'p1', 'c', 0);
    snapshot = recordVote(snapshot, 'p1', 'b', 0);
    snapshot = recordVote(snapshot, 'p1', 'a', 7);
    const [poll] = snapshot.polls;
    expect(poll && pollTally(poll)).toEqual([2, 0, 0]);
  });
});
