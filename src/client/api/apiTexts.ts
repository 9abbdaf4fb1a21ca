/** A failed call in words a person can act on, when the server gave none of its own. */
export const apiTexts = {
  browserFailure: 'Something went wrong in the browser.',
  unreachable: (detail: string) =>
    `The server could not be reached (${detail}). Check your connection.`,
  tooSlow: 'The server took too long to answer. Try again in a moment.',
  unreadable: (httpStatus: number) => `The server's reply could not be read (HTTP ${httpStatus}).`,
  explainedFailure: (explanation: string, httpStatus: number) =>
    `${explanation} (HTTP ${httpStatus})`,
  failure: (httpStatus: number) => `The server answered with an error (HTTP ${httpStatus}).`,
} as const;
