import { randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import type { ShareLinkPayload } from '../../../shared/api/shareLinksContract';
import { yourDataEndpoints } from '../../../shared/api/yourDataEndpoints';

const MANIFEST_ID_BYTES = 32;

/** The manifest's id: 256 random bits, since whoever knows the address may ask for the file. */
export function newManifestId(): string {
  return randomBytes(MANIFEST_ID_BYTES).toString('base64url');
}

export function manifestUrl(publicUrl: string, manifestId: string): string {
  return `${publicUrl}${yourDataEndpoints.shareLinkManifest.replace(':manifestId', manifestId)}`;
}

export function fileUrl(publicUrl: string, manifestId: string, ticket: string): string {
  const path = yourDataEndpoints.shareLinkFile.replace(':manifestId', manifestId);
  return `${publicUrl}${path}?ticket=${ticket}`;
}

/** The end of the link's last day in the server's zone, as epoch seconds (the payload's exp). */
export function endOfDaySeconds(day: string): number {
  return Math.floor(DateTime.fromISO(day).endOf('day').toSeconds());
}

/** The link the person is given: `shlink:/` and the payload's JSON as base64url. */
export function shareLinkText(payload: ShareLinkPayload): string {
  return `shlink:/${Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url')}`;
}

export function linkPayload(link: {
  publicUrl: string;
  manifestId: string;
  key: Uint8Array;
  expiresOn: string;
  hasPasscode: boolean;
  label: string | null;
}): ShareLinkPayload {
  return {
    url: manifestUrl(link.publicUrl, link.manifestId),
    key: Buffer.from(link.key).toString('base64url'),
    exp: endOfDaySeconds(link.expiresOn),
    ...(link.hasPasscode ? { flag: 'P' as const } : {}),
    ...(link.label === null ? {} : { label: link.label }),
    v: 1,
  };
}
