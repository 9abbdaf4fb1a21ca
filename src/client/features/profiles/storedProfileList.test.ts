import { describe, expect, it } from 'vitest';
import {
  forgetStoredProfileList,
  readStoredProfileList,
  storeProfileList,
} from './storedProfileList';

const vitals = { route: '/vitalsprofile', title: 'Vitals Profile', tabs: [] };
const lab = { route: '/labprofile', title: 'Laboratory Tests', tabs: [] };

describe('the stored profile list', () => {
  it('reads back what was stored, parsing the same text once for every reader', () => {
    storeProfileList(JSON.stringify([vitals]));
    const first = readStoredProfileList();
    expect(first?.profiles).toEqual([vitals]);
    // The dashboard's cards and summaries read it both: the same objects, not a second parse.
    expect(readStoredProfileList()?.profiles).toBe(first?.profiles);
  });

  it('reads a list stored again afresh, and nothing once forgotten', () => {
    storeProfileList(JSON.stringify([vitals]));
    readStoredProfileList();
    storeProfileList(JSON.stringify([vitals, lab]));
    expect(readStoredProfileList()?.profiles).toEqual([vitals, lab]);
    forgetStoredProfileList();
    expect(readStoredProfileList()).toBeUndefined();
  });
});
