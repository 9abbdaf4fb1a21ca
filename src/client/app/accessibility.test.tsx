import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../shared/api/accountContract';
import { renderApp } from '../test/renderApp';
import { testUser } from '../test/testUser';

const pages: [string, SessionUser | null][] = [
  ['/login', null],
  ['/register', null],
  ['/forgot-password', null],
  ['/reset-password?token=abc', null],
  ['/reset-password', null],
  ['/terms-and-conditions', null],
  ['/dashboard', testUser],
  ['/about', testUser],
  ['/no-such-page', null],
];

beforeAll(() => {
  // index.html declares the language; the test document must too.
  document.documentElement.lang = 'en';
});

describe('accessibility', () => {
  it.each(pages)('%s passes axe and has one h1', async (path, user) => {
    renderApp(path, user);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const results = await axe.run(document, {
      // jsdom does no layout, so contrast cannot be computed here (the tokens are chosen for AA).
      rules: { 'color-contrast': { enabled: false } },
    });
    const violations = results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
    expect(violations).toEqual([]);
  });
});
