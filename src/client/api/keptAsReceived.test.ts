import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { keptAsReceived } from './keptAsReceived';

describe('keptAsReceived', () => {
  it('hands the store a reply whose objects immer does not walk into', () => {
    const reply = [{ id: 1, tabs: [{ label: 'Weight' }] }];
    const state = produce<{ data: unknown }>({ data: undefined }, (draft) => {
      draft.data = keptAsReceived(reply);
    });
    expect(state.data).toBe(reply);
    expect(Object.isFrozen(reply)).toBe(true);
    // immer freezes every object it walks: these were left alone.
    expect(Object.isFrozen(reply[0])).toBe(false);
    expect(Object.isFrozen(reply[0]?.tabs)).toBe(false);
  });

  it('while a reply kept as it is would be walked and frozen throughout', () => {
    const reply = [{ id: 1, tabs: [{ label: 'Weight' }] }];
    produce<{ data: unknown }>({ data: undefined }, (draft) => {
      draft.data = reply;
    });
    expect(Object.isFrozen(reply[0]?.tabs)).toBe(true);
  });

  it('refuses a write to the reply itself', () => {
    const reply = keptAsReceived([1, 2, 3]);
    expect(() => reply.push(4)).toThrow(TypeError);
  });
});
