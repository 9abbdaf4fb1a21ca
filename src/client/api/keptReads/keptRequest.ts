import type { FetchArgs } from '@reduxjs/toolkit/query';
import {
  PATIENT_ID_PARAMETER,
  SECURE_PIN_PARAMETER,
} from '../../../shared/api/profileReadParameters';

/**
 * The name of one person's request on the device: who, the method, the URL as sent (its
 * query included) and the body, so a reply for one range or page never answers another.
 */
export function keptRequestKey(userId: number, request: Request, args: string | FetchArgs): string {
  const body = typeof args === 'string' ? '' : bodyText(args.body);
  return JSON.stringify([userId, request.method, request.url, body]);
}

/** A body as text that names it; a form's fields in order (its multipart boundary varies). */
function bodyText(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof FormData) {
    const fields = [...body.entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : `${value.name} ${value.size}`,
    ]);
    return JSON.stringify(fields);
  }
  return JSON.stringify(body);
}

/** A pin-gated or patient read (docs/product.md#working-offline): its reply never stays on the device. */
export function hasPrivateParameter(request: Request): boolean {
  const { searchParams } = new URL(request.url);
  return searchParams.has(SECURE_PIN_PARAMETER) || searchParams.has(PATIENT_ID_PARAMETER);
}
