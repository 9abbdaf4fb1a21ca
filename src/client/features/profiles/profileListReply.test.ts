import { describe, expect, it } from 'vitest';
import { realProfiles } from '../../engine/testing/realProfiles';
import { takeProfileListReplyText, readProfileListReply } from './profileListReply';
import { profilesReplyText } from './profileRouteTesting';
import { readStoredProfileList, storeProfileList } from './storedProfileList';

function replyOf(text: string, status = 200): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}

describe('reading the profile list reply', () => {
  it('gives the stored objects when the server says what it said last time', async () => {
    const text = profilesReplyText([realProfiles.pain]);
    storeProfileList(text);
    const stored = readStoredProfileList();
    expect(stored).toBeDefined();
    expect(await readProfileListReply(replyOf(text))).toBe(stored?.reply);
  });

  it('parses a reply that says something new, and keeps its text to be stored', async () => {
    storeProfileList(profilesReplyText([realProfiles.pain]));
    const text = profilesReplyText([realProfiles.pain, realProfiles.vitals]);
    const reply = await readProfileListReply(replyOf(text));
    expect(reply).toEqual(JSON.parse(text));
    const profiles = (reply as { details: { profiles: object } }).details.profiles;
    expect(takeProfileListReplyText(profiles)).toBe(text);
  });

  it('parses a failure as it came, even one whose text is the stored reply', async () => {
    const text = profilesReplyText([realProfiles.pain]);
    storeProfileList(text);
    const reply = await readProfileListReply(replyOf(text, 500));
    expect(reply).toEqual(JSON.parse(text));
    expect(reply).not.toBe(readStoredProfileList()?.reply);
    expect(await readProfileListReply(replyOf('', 502))).toBeNull();
  });
});
