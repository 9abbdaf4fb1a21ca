import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProfileConfig } from '../../shared/profile-config/profileConfigSchema';
import { pageHtmlFor } from './pageHtmlFor';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A built client with index.html and these pages' own HTML under linked-code/. */
function clientDir({ linked }: { linked: readonly string[] }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-client-'));
  made.push(dir);
  fs.writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>');
  fs.mkdirSync(path.join(dir, 'linked-code'));
  for (const name of linked) {
    fs.writeFileSync(path.join(dir, 'linked-code', `${name}.html`), '<div id="root"></div>');
  }
  return dir;
}

const everyLinkedPage = ['profile', 'dashboard', 'workout'];

// Only the routes matter here.
const configs = [
  { route: '/vitalsprofile' },
  { route: '/labprofile', views: [{ route: '/labprofile/blood-results' }] },
] as unknown as ProfileConfig[];

describe('pageHtmlFor', () => {
  it("sends a profile page's path, and its views', the HTML that links the page's code", () => {
    const htmlFor = pageHtmlFor(clientDir({ linked: everyLinkedPage }), configs);
    expect(htmlFor('/vitalsprofile')).toBe('linked-code/profile.html');
    expect(htmlFor('/vitalsprofile/?range=month')).toBe('linked-code/profile.html');
    expect(htmlFor('/labprofile/blood-results')).toBe('linked-code/profile.html');
  });

  it('sends the dashboard and the workout page the HTML that links their own code', () => {
    const htmlFor = pageHtmlFor(clientDir({ linked: everyLinkedPage }), configs);
    expect(htmlFor('/dashboard')).toBe('linked-code/dashboard.html');
    expect(htmlFor('/dashboard/')).toBe('linked-code/dashboard.html');
    expect(htmlFor('/workout?routine=2')).toBe('linked-code/workout.html');
  });

  it('sends every other page index.html', () => {
    const htmlFor = pageHtmlFor(clientDir({ linked: everyLinkedPage }), configs);
    for (const page of ['/', '/profile', '/register', '/vitalsprofile/other', '/nosuchprofile']) {
      expect(htmlFor(page)).toBe('index.html');
    }
  });

  it("sends a page index.html from a build without that page's own HTML", () => {
    const htmlFor = pageHtmlFor(clientDir({ linked: ['dashboard'] }), configs);
    expect(htmlFor('/vitalsprofile')).toBe('index.html');
    expect(htmlFor('/workout')).toBe('index.html');
    expect(htmlFor('/dashboard')).toBe('linked-code/dashboard.html');
  });
});
