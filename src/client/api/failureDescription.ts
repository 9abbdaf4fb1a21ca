import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { serverFailureMessage } from './serverFailureMessage';

/**
 * A failed call in one sentence a user can act on: the server's own explanation when it
 * gave one, otherwise what kind of failure it was.
 */
export function failureDescription(error: FetchBaseQueryError | SerializedError): string {
  if (!('status' in error)) {
    return error.message ?? 'Something went wrong in the browser.';
  }
  switch (error.status) {
    case 'FETCH_ERROR':
      return `The server could not be reached (${error.error}). Check your connection.`;
    case 'TIMEOUT_ERROR':
      return 'The server took too long to answer. Try again in a moment.';
    case 'PARSING_ERROR':
      return `The server's reply could not be read (HTTP ${error.originalStatus}).`;
    case 'CUSTOM_ERROR':
      return error.error;
    default: {
      const explanation = serverFailureMessage(error);
      return explanation
        ? `${explanation} (HTTP ${error.status})`
        : `The server answered with an error (HTTP ${error.status}).`;
    }
  }
}
