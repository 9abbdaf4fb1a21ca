import { describe, expect, it } from 'vitest';
import { realProfiles } from '../../engine/testing/realProfiles';
import { memoryProfileListDatabase } from './memoryProfileListDatabase';
import { profilesReplyText } from './profileRouteTesting';
import {
  forgetStoredProfileList,
  loadStoredProfileList,
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

  it('reads nothing from a stored text that is not a successful profile list reply', async () => {
    storeProfileList(JSON.stringify({ status: 'error', details: { profiles: [vitals] } }));
    expect(readStoredProfileList()).toBeUndefined();
    storeProfileList(JSON.stringify([vitals]));
    expect(readStoredProfileList()).toBeUndefined();
    storeProfileList('{"status": "success", "details": ');
    expect(readStoredProfileList()).toBeUndefined();
    const { database } = memoryProfileListDatabase('no build line');
    await loadStoredProfileList(database, { signedIn: true });
    expect(readStoredProfileList()).toBeUndefined();
  });

  it('keeps the list in its database for the next page load, and forgets it there', async () => {
    const lastLoad = memoryProfileListDatabase();
    await loadStoredProfileList(lastLoad.database, { signedIn: true });
    storeProfileList(profilesReplyText([vitals]));
    await Promise.resolve();

    // The next page load reads what this one stored.
    const nextLoad = memoryProfileListDatabase(lastLoad.held());
    forgetStoredProfileList();
    await loadStoredProfileList(nextLoad.database, { signedIn: true });
    expect(readStoredProfileList()?.profiles).toEqual([vitals]);

    // Signing out forgets it in the database too.
    forgetStoredProfileList();
    await Promise.resolve();
    expect(nextLoad.held()).toBeUndefined();
  });

  it('reads no list with nobody signed in, and loses only the head start when the database fails', async () => {
    const stored = memoryProfileListDatabase(profilesReplyText([vitals]));
    // Not opened: nobody signed in has a list stored.
    await loadStoredProfileList(stored.database, { signedIn: false });
    expect(readStoredProfileList()).toBeUndefined();

    const failing = {
      load: () => Promise.reject(new Error('IndexedDB unavailable')),
      save: () => Promise.reject(new Error('IndexedDB unavailable')),
      forget: () => Promise.reject(new Error('IndexedDB unavailable')),
    };
    await loadStoredProfileList(failing, { signedIn: true });
    expect(readStoredProfileList()).toBeUndefined();
    // This page still has what the server said.
    storeProfileList(profilesReplyText([lab]));
    expect(readStoredProfileList()?.profiles).toEqual([lab]);
  });

  it('removes a list an earlier build kept in localStorage', async () => {
    localStorage.setItem('motus.profiles', `an earlier build\n${profilesReplyText([vitals])}`);
    await loadStoredProfileList(memoryProfileListDatabase().database, { signedIn: true });
    expect(localStorage.getItem('motus.profiles')).toBeNull();
  });
});
