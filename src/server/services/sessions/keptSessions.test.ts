import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/tables/usersTable';
import { KeptSessions } from './keptSessions';

const person = (id: number) => ({ id, first_name: `Person ${id}` }) as UserRow;

function clockAt(start: number) {
  const clock = { now: start };
  return { clock, read: () => clock.now };
}

describe('KeptSessions', () => {
  it('gives a kept session until its time is up, then asks again', () => {
    const { clock, read } = clockAt(1_000);
    const kept = new KeptSessions(15_000, 10_000, 10, read);
    kept.keep('a', person(1), kept.changesTold);
    clock.now += 14_999;
    expect(kept.find('a')?.id).toBe(1);
    clock.now += 1;
    expect(kept.find('a')).toBeUndefined();
  });

  it('forgets every session of a user told changed, and only theirs', () => {
    const kept = new KeptSessions(15_000, 10_000, 10);
    kept.keep('a', person(1), kept.changesTold);
    kept.keep('b', person(1), kept.changesTold);
    kept.keep('c', person(2), kept.changesTold);
    kept.forgetUser(1);
    expect([kept.find('a'), kept.find('b'), kept.find('c')?.id]).toEqual([undefined, undefined, 2]);
  });

  it('does not keep a lookup that a change was told during', () => {
    const kept = new KeptSessions(15_000, 10_000, 10);
    const before = kept.changesTold;
    kept.forgetUser(7);
    kept.keep('a', person(1), before);
    expect(kept.find('a')).toBeUndefined();
  });

  it('keeps at most its number of sessions, letting the oldest go', () => {
    const kept = new KeptSessions(15_000, 10_000, 2);
    for (const [hash, id] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const) {
      kept.keep(hash, person(id), kept.changesTold);
    }
    expect([kept.find('a'), kept.find('b')?.id, kept.find('c')?.id]).toEqual([undefined, 2, 3]);
  });

  it('asks for one renewal once its time comes, and again only after the session is kept anew', () => {
    const { clock, read } = clockAt(1_000);
    const kept = new KeptSessions(15_000, 10_000, 10, read);
    kept.keep('a', person(1), kept.changesTold);
    clock.now += 9_999;
    expect(kept.claimRenewal('a')).toBe(false);
    clock.now += 1;
    expect(kept.claimRenewal('a')).toBe(true);
    expect(kept.claimRenewal('a')).toBe(false);
    expect(kept.find('a')?.id).toBe(1);

    kept.keep('a', person(1), kept.changesTold);
    clock.now += 14_999;
    expect(kept.find('a')?.id).toBe(1);
    expect(kept.claimRenewal('a')).toBe(true);
    expect(kept.claimRenewal('unknown')).toBe(false);
  });

  it('forgets one session when asked, keeping the user’s others', () => {
    const kept = new KeptSessions(15_000, 10_000, 10);
    kept.keep('a', person(1), kept.changesTold);
    kept.keep('b', person(1), kept.changesTold);
    kept.forget('a');
    expect([kept.find('a'), kept.find('b')?.id]).toEqual([undefined, 1]);
  });
});
