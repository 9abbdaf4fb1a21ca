import type {
  FhirImportRefusal,
  FhirImportReply,
  FhirImportSummary,
  ImportProblem,
} from '../../../shared/api/fhirImportContract';
import { FHIR_JSON_MEDIA_TYPE, yourDataEndpoints } from '../../../shared/api/yourDataEndpoints';
import type { RequestFailed, RequestRefused } from './usePinGatedRequest';

export type ImportSend =
  | { kind: 'imported'; summary: FhirImportSummary }
  /** The file has problems: every one of them, and nothing of it was stored. */
  | { kind: 'invalid'; problems: ImportProblem[] }
  | RequestRefused
  | RequestFailed;

/** The reply of a refusal, as far as it is one: a message, and an invalid file's problems. */
async function refusalOf(response: Response): Promise<Partial<FhirImportRefusal>> {
  try {
    const reply: unknown = await response.json();
    // Each field is looked at before it is used: the reply may be any JSON.
    return typeof reply === 'object' && reply !== null ? reply : {};
  } catch {
    return {};
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
      const refusal = await refusalOf(response);
      const problems = refusal.details?.problems;
      if (response.status === 400 && Array.isArray(problems) && problems.length > 0) {
        return { kind: 'invalid', problems };
      }
      const message = typeof refusal.message === 'string' ? refusal.message.trim() : '';
      return { kind: 'refused', status: response.status, message: message || undefined };
    }
    const reply = (await response.json()) as FhirImportReply;
    return { kind: 'imported', summary: reply.data };
  } catch {
    return { kind: 'failed' };
  }
}
