import net from 'node:net';

/**
 * Requests per minute from one client address to each group of public routes (decision 026);
 * 0 sets no limit. One count per group, shared by every server instance on the database.
 */
export interface RequestRateLimits {
  /** RATE_LIMIT_LOGIN: both login paths (the older one serves the login after registering). */
  login: number;
  /** RATE_LIMIT_REGISTER: registration. */
  register: number;
  /** RATE_LIMIT_PASSWORD_RESET: asking for a reset mail and setting the new password. */
  passwordReset: number;
  /** RATE_LIMIT_MEETING_CHECK: whether a meeting id can be joined (no sign-in needed). */
  meetingCheck: number;
  /** RATE_LIMIT_SHARE_LINK: opening a passcode link (its manifest, no sign-in needed). */
  shareLink: number;
}

/**
 * Far above what a clinic whose people share one address sends (a login a second for a
 * whole minute); guessing passwords is stopped per account, by the throttles.
 */
export const DEFAULT_REQUEST_RATE_LIMITS: RequestRateLimits = {
  login: 60,
  register: 20,
  passwordReset: 20,
  meetingCheck: 60,
  shareLink: 60,
};

/** For tests and benchmarks that send many requests from one address on purpose. */
export const NO_REQUEST_RATE_LIMITS: RequestRateLimits = {
  login: 0,
  register: 0,
  passwordReset: 0,
  meetingCheck: 0,
  shareLink: 0,
};

const RATE_LIMIT_VARIABLES: Record<keyof RequestRateLimits, string> = {
  login: 'RATE_LIMIT_LOGIN',
  register: 'RATE_LIMIT_REGISTER',
  passwordReset: 'RATE_LIMIT_PASSWORD_RESET',
  meetingCheck: 'RATE_LIMIT_MEETING_CHECK',
  shareLink: 'RATE_LIMIT_SHARE_LINK',
};

function readLimit(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) {
    throw new Error(
      `${name} must be a whole number of requests per minute from one address (0: no limit), got "${raw}"`,
    );
  }
  return Number(raw.trim());
}

export function readRequestRateLimits(env: NodeJS.ProcessEnv): RequestRateLimits {
  const limits = { ...DEFAULT_REQUEST_RATE_LIMITS };
  for (const group of Object.keys(limits) as (keyof RequestRateLimits)[]) {
    const name = RATE_LIMIT_VARIABLES[group];
    limits[group] = readLimit(name, env[name], limits[group]);
  }
  return limits;
}

/** Fastify's trustProxy: which proxies' X-Forwarded-For names the client (decision 026). */
export type TrustProxy = boolean | string;

// proxy-addr's names for address ranges, which Fastify's trustProxy accepts in a list.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || net.isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const maxBits = net.isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= maxBits;
}

/**
 * TRUST_PROXY: unset or false, the client is the connection's address; true trusts every
 * sender (only when nothing but the proxy can reach the server); a comma-separated list
 * trusts the proxies at those addresses. A count of proxies is refused: Fastify 5 trusts
 * no hop on a count alone, so it would silently change nothing.
 */
export function readTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries.join(',');
  throw new Error(
    `TRUST_PROXY must be true, false, or a comma-separated list of the proxies' addresses or ranges (10.0.0.2, 10.0.0.0/8, loopback), got "${raw}"`,
  );
}
