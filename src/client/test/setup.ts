import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library does not clean up between tests here (STACK-NOTES.md).
afterEach(() => {
  cleanup();
});
