import { afterAll, afterEach, expect } from 'vitest';
import { takeCspViolations } from './cspViolations';

// Every end-to-end test runs under the server's Content-Security-Policy: a refusal means a
// page lost a script, a style, a request or a frame it needed (decision 025). A violation
// reported after a file's last test (its browser closing) fails the file.
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});

afterAll(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
