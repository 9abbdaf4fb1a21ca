import type { ServerEnv } from './serverEnv';

/** Hosts only this machine reaches: a server listening on one is not opened from elsewhere. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * The start's line when links may name an address other people cannot reach: PUBLIC_URL
 * unset (so links name this machine's localhost) while the server listens beyond this
 * machine. The server cannot know the address a browser uses (a proxy may stand between),
 * so it says what it knows and what to set.
 */
export function publicUrlNotice(
  env: Pick<ServerEnv, 'host' | 'publicUrl' | 'publicUrlGiven'>,
): string | undefined {
  if (env.publicUrlGiven || LOOPBACK_HOSTS.has(env.host)) return undefined;
  return `PUBLIC_URL is not set: passcode links and mails name ${env.publicUrl}, which works on this machine only; set PUBLIC_URL to the address people open Motus at.`;
}
