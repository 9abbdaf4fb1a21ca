import type { IceServer } from '../../shared/api/callingContract';

/** How video calls are carried: ICE servers for the built-in mesh, or VideoSDK keys. */
export interface CallEnv {
  /** STUN and TURN servers handed to the browsers; none are needed on one machine or a LAN. */
  iceServers: IceServer[];
  /** Both set: calls use VideoSDK, with tokens minted here; the secret never leaves the server. */
  videoSdk: { apiKey: string; secret: string } | undefined;
}

function isIceServer(value: unknown): value is IceServer {
  if (typeof value !== 'object' || value === null) return false;
  const { urls, username, credential } = value as Record<string, unknown>;
  const urlsOk =
    typeof urls === 'string' ||
    (Array.isArray(urls) && urls.length > 0 && urls.every((url) => typeof url === 'string'));
  return (
    urlsOk &&
    (username === undefined || typeof username === 'string') &&
    (credential === undefined || typeof credential === 'string')
  );
}

/** ICE_SERVERS: a JSON array as RTCPeerConnection takes it, e.g. [{"urls":"stun:stun.example.org"}]. */
export function readIceServers(raw: string | undefined): IceServer[] {
  if (raw === undefined || raw.trim() === '') return [];
  const example = '[{"urls":"turn:turn.example.org:3478","username":"u","credential":"p"}]';
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(`ICE_SERVERS must be a JSON array such as ${example}; it is not JSON`);
  }
  if (!Array.isArray(parsed))
    throw new Error(`ICE_SERVERS must be a JSON array such as ${example}`);
  parsed.forEach((server, index) => {
    if (!isIceServer(server)) {
      throw new Error(
        `ICE_SERVERS[${index}] must have urls (text or a list of text) and may have username and credential, as in ${example}`,
      );
    }
    const urls = Array.isArray(server.urls) ? server.urls : [server.urls];
    for (const url of urls) {
      if (!/^(stun|stuns|turn|turns):/.test(url)) {
        throw new Error(
          `ICE_SERVERS[${index}]: "${url}" must start with stun:, stuns:, turn: or turns:`,
        );
      }
    }
  });
  return parsed as IceServer[];
}

export function readCallEnv(env: NodeJS.ProcessEnv): CallEnv {
  const apiKey = env.VIDEOSDK_API_KEY || undefined;
  const secret = env.VIDEOSDK_SECRET || undefined;
  if ((apiKey === undefined) !== (secret === undefined)) {
    throw new Error('VIDEOSDK_API_KEY and VIDEOSDK_SECRET go together: set both, or neither');
  }
  return {
    iceServers: readIceServers(env.ICE_SERVERS),
    videoSdk: apiKey !== undefined && secret !== undefined ? { apiKey, secret } : undefined,
  };
}
