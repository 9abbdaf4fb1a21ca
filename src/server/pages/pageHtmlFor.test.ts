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

function clientDir({ withProfileHtml }: { withProfileHtml: boolean }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-client-'));
  made.push(dir);
  fs.writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>');
  if (withProfileHtml) {
    fs.mkdirSync(path.join(dir, 'linked-code'));
    fs.writeFileSync(path.join(dir, 'linked-code', 'profile.html'), '<div id="root"></div>');
  }
  return dir;
}

// Only the routes matter here.
const configs = [
  { route: '/vitalsprofile' },
  { route: '/labprofile', views: [{ route: '/labprofile/blood-results' }] },
] as unknown as ProfileConfig[];

describe('pageHtmlFor', () => {
  it("sends a profile page's path, and its views', the HTML that links the page's code", () => {
    const htmlFor = pageHtmlFor(clientDir({ withProfileHtml: true }), configs);
    expect(htmlFor('/vitalsprofile')).toBe('linked-code/profile.html');
    expect(htmlFor('/vitalsprofile/?range=month')).toBe('linked-code/profile.html');
    expect(htmlFor('/labprofile/blood-results')).toBe('linked-code/profile.html');
  });

  it('sends every other page index.html', () => {
    const htmlFor = pageHtmlFor(clientDir({ withProfileHtml: true }), configs);
    for (const page of ['/', '/dashboard', '/register', '/vitalsprofile/other', '/nosuchprofile']) {
      expect(htmlFor(page)).toBe('index.html');
    }
  });

  it('sends profile pages index.html from a build without their own HTML', () => {
    const htmlFor = pageHtmlFor(clientDir({ withProfileHtml: false }), configs);
    expect(htmlFor('/vitalsprofile')).toBe('index.html');
  });
});
