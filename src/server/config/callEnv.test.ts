import { describe, expect, it } from 'vitest';
import { readCallEnv, readIceServers } from './callEnv';

describe('call settings from the environment', () => {
  it('needs no ICE servers and no VideoSDK keys', () => {
    expect(readCallEnv({})).toEqual({ iceServers: [], videoSdk: undefined });
  });

  it('reads ICE servers as RTCPeerConnection takes them', () => {
    const servers = [
      { urls: 'stun:stun.example.org:3478' },
      {
        urls: ['turn:turn.example.org:3478', 'turns:turn.example.org:5349'],
        username: 'u',
        credential: 'p',
      },
    ];
    expect(readIceServers(JSON.stringify(servers))).toEqual(servers);
  });

  it('says what is wrong with bad ICE servers', () => {
    expect(() => readIceServers('stun:x')).toThrow(/ICE_SERVERS must be a JSON array.*not JSON/);
    expect(() => readIceServers('{"urls":"stun:x"}')).toThrow(/must be a JSON array/);
    expect(() => readIceServers('[{"url":"stun:x"}]')).toThrow(/ICE_SERVERS\[0\] must have urls/);
    expect(() => readIceServers('[{"urls":"http://x"}]')).toThrow(
      /"http:\/\/x" must start with stun:/,
    );
  });

  it('takes the VideoSDK key and secret together or not at all', () => {
    expect(readCallEnv({ VIDEOSDK_API_KEY: 'k', VIDEOSDK_SECRET: 's' }).videoSdk).toEqual({
      apiKey: 'k',
      secret: 's',
    });
    expect(() => readCallEnv({ VIDEOSDK_API_KEY: 'k' })).toThrow(/go together/);
  });
});
