import { describe, expect, it } from 'vitest';
import { realProfiles } from '../../engine/testing/realProfiles';
import { profilesReplyText } from './profileRouteTesting';
import {
  PROFILE_LIST_STORAGE_KEY,
  forgetStoredProfileList,
  readStoredProfileList,
  storeProfileList,
} from './storedProfileList';

const { vitals, lab } = realProfiles;

describe('the stored profile list', () => {
  it('reads back the reply stored, parsing the same text once for every reader', () => {
    storeProfileList(profilesReplyText([vitals]));
    const first = readStoredProfileList();
    expect(first?.profiles).toEqual([vitals]);
    expect(first?.replyText).toBe(profilesReplyText([vitals]));
    // The dashboard's cards and summaries read it both: the same objects, not a second parse.
    expect(readStoredProfileList()?.profiles).toBe(first?.profiles);
  });

  it('reads a list stored again afresh, and nothing once forgotten', () => {
    storeProfileList(profilesReplyText([vitals]));
    readStoredProfileList();
    storeProfileList(profilesReplyText([vitals, lab]));
    expect(readStoredProfileList()?.profiles).toEqual([vitals, lab]);
    forgetStoredProfileList();
    expect(readStoredProfileList()).toBeUndefined();
  });

  it('reads nothing from a stored text that is not a successful profile list reply', () => {
    storeProfileList(JSON.stringify({ status: 'error', details: { profiles: [vitals] } }));
    expect(readStoredProfileList()).toBeUndefined();
    storeProfileList(JSON.stringify([vitals]));
    expect(readStoredProfileList()).toBeUndefined();
    localStorage.setItem(PROFILE_LIST_STORAGE_KEY, 'no build line');
    expect(readStoredProfileList()).toBeUndefined();
  });
});
