import type { FhirImportReply, FhirImportSummary } from '../../../shared/api/fhirImportContract';
import { FHIR_JSON_MEDIA_TYPE, yourDataEndpoints } from '../../../shared/api/yourDataEndpoints';
import type { RequestFailed, RequestRefused } from './usePinGatedRequest';

export type ImportSend =
  { kind: 'imported'; summary: FhirImportSummary } | RequestRefused | RequestFailed;

/** The reply's message: for a refused import it counts the problems and names the first ones. */
async function replyMessage(response: Response): Promise<string | undefined> {
  try {
    const reply: unknown = await response.json();
    const message =
      typeof reply === 'object' && reply !== null && 'message' in reply ? reply.message : undefined;
    return typeof message === 'string' && message.trim() !== '' ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends a FHIR file to the import as it is (a bundle can be tens of megabytes: it is not read
 * into the page first), with the session's Authorization header and the pin when given.
 */
export async function sendImportFile(
  file: Blob,
  authorization: string | undefined,
  pin: string | undefined,
): Promise<ImportSend> {
  const query = pin === undefined ? '' : `?${new URLSearchParams({ secure_pin: pin }).toString()}`;
  try {
    const response = await fetch(`${yourDataEndpoints.importFhir}${query}`, {
      method: 'POST',
      headers: {
        'Content-Type': FHIR_JSON_MEDIA_TYPE,
        ...(authorization === undefined ? {} : { Authorization: authorization }),
      },
      body: file,
    });
    if (!response.ok) {
      return { kind: 'refused', status: response.status, message: await replyMessage(response) };
    }
    const reply = (await response.json()) as FhirImportReply;
    return { kind: 'imported', summary: reply.data };
  } catch {
    return { kind: 'failed' };
  }
}
