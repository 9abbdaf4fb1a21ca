import { serverFailureMessage } from '../../api/serverFailureMessage';

/** How asking for an export went. */
export type ExportFetch =
  | { kind: 'file'; file: Blob; fileName: string }
  /** The server answered with an error: its status and its own words, when it gave any. */
  | { kind: 'refused'; status: number; message: string | undefined }
  /** The network failed, or the file stopped before its end. */
  | { kind: 'failed' };

/** The name in `Content-Disposition: attachment; filename="motus-2026-11-26.zip"`. */
export function attachmentFileName(header: string | null): string | undefined {
  return header === null ? undefined : /filename="([^"]+)"/.exec(header)?.[1];
}

async function replyMessage(response: Response): Promise<string | undefined> {
  try {
    return serverFailureMessage(await response.json());
  } catch {
    return undefined;
  }
}

/**
 * Fetches an export as a file, with the session's Authorization header (as the API slice
 * sends it). Not through RTK Query: the reply is a file of many megabytes, read once and
 * saved, and has no place in the store's cache.
 */
export async function fetchExportFile(
  url: string,
  authorization: string | undefined,
  fallbackName: string,
): Promise<ExportFetch> {
  try {
    const response = await fetch(url, {
      headers: authorization === undefined ? {} : { Authorization: authorization },
    });
    if (!response.ok) {
      return { kind: 'refused', status: response.status, message: await replyMessage(response) };
    }
    const file = await response.blob();
    const fileName =
      attachmentFileName(response.headers.get('Content-Disposition')) ?? fallbackName;
    return { kind: 'file', file, fileName };
  } catch {
    return { kind: 'failed' };
  }
}
