import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiTexts } from './apiTexts';
import { serverFailureMessage } from './serverFailureMessage';

/**
 * A failed call in one sentence a user can act on: the server's own explanation when it
 * gave one, otherwise what kind of failure it was.
 */
export function failureDescription(error: FetchBaseQueryError | SerializedError): string {
  if (!('status' in error)) {
    return error.message ?? apiTexts.browserFailure;
  }
  switch (error.status) {
    case 'FETCH_ERROR':
      return apiTexts.unreachable(error.error);
    case 'TIMEOUT_ERROR':
      return apiTexts.tooSlow;
    case 'PARSING_ERROR':
      return apiTexts.unreadable(error.originalStatus);
    case 'CUSTOM_ERROR':
      return error.error;
    default: {
      const explanation = serverFailureMessage(error);
      return explanation
        ? apiTexts.explainedFailure(explanation, error.status)
        : apiTexts.failure(error.status);
    }
  }
}
