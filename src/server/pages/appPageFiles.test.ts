import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appPageFiles } from './appPageFiles';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function clientDir(prerendered: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-client-'));
  made.push(dir);
  fs.writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>');
  if (prerendered.length > 0) fs.mkdirSync(path.join(dir, 'prerendered'));
  for (const name of prerendered) fs.writeFileSync(path.join(dir, 'prerendered', name), '');
  return dir;
}

describe('appPageFiles', () => {
  it('answers a prerendered path with its page, whatever its query', () => {
    const pageFile = appPageFiles(clientDir(['login.html', 'terms-and-conditions.html']));
    expect(pageFile('/login')).toBe('prerendered/login.html');
    expect(pageFile('/login?next=%2Fdashboard')).toBe('prerendered/login.html');
    expect(pageFile('/terms-and-conditions')).toBe('prerendered/terms-and-conditions.html');
  });

  it('answers every other page with the app, which renders it in the browser', () => {
    const pageFile = appPageFiles(clientDir(['login.html']));
    expect(pageFile('/register')).toBe('index.html');
    expect(pageFile('/login/')).toBe('index.html');
    expect(pageFile('/vitalsprofile')).toBe('index.html');
    expect(pageFile('/prerendered/login')).toBe('index.html');
  });

  it('answers with the app alone for a build without prerendered pages', () => {
    expect(appPageFiles(clientDir([]))('/login')).toBe('index.html');
  });
});
