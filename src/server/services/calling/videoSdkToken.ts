import { createHmac } from 'node:crypto';

const TOKEN_LIFETIME_SECONDS = 2 * 60 * 60;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * A VideoSDK access token: a JWT signed HS256 with the account's secret, as VideoSDK's
 * server-side guide mints it (apikey, permissions, version 2, the room it is good for).
 * Written here with node:crypto rather than a JWT library: it is one signature.
 */
export function mintVideoSdkToken(
  keys: { apiKey: string; secret: string },
  roomId: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      apikey: keys.apiKey,
      permissions: ['allow_join'],
      version: 2,
      roomId,
      iat: nowSeconds,
      exp: nowSeconds + TOKEN_LIFETIME_SECONDS,
    }),
  );
  const signature = createHmac('sha256', keys.secret).update(`${header}.${payload}`).digest();
  return `${header}.${payload}.${base64url(signature)}`;
}
