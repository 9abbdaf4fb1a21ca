import { describe, expect, it } from 'vitest';
import { failureDescription } from './failureDescription';

describe('failureDescription', () => {
  it("quotes the server's explanation with the HTTP status", () => {
    const data = {
      status: 'error',
      message: 'Database down',
      details: { details: ['Database down'] },
    };
    expect(failureDescription({ status: 503, data })).toBe('Database down (HTTP 503)');
  });

  it('names the status when the server gave no explanation', () => {
    expect(failureDescription({ status: 502, data: '<html>Bad gateway</html>' })).toBe(
      'The server answered with an error (HTTP 502).',
    );
  });

  it('says the server could not be reached when the network failed', () => {
    expect(failureDescription({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'The server could not be reached (TypeError: Failed to fetch). Check your connection.',
    );
  });

  it('describes unreadable replies, timeouts and errors in the browser', () => {
    expect(
      failureDescription({ status: 'PARSING_ERROR', originalStatus: 200, data: 'x', error: 'e' }),
    ).toBe("The server's reply could not be read (HTTP 200).");
    expect(failureDescription({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toMatch(
      /too long/,
    );
    expect(failureDescription({ message: 'boom' })).toBe('boom');
  });
});
