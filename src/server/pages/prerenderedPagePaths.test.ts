import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prerenderedPagePaths } from './prerenderedPagePaths';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function clientDir(prerendered: string[] | undefined): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-client-'));
  made.push(dir);
  fs.writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>');
  if (prerendered === undefined) return dir;
  fs.mkdirSync(path.join(dir, 'prerendered'));
  for (const name of prerendered) fs.writeFileSync(path.join(dir, 'prerendered', name), '');
  return dir;
}

describe('prerenderedPagePaths', () => {
  it("names each prerendered page by its path, and nothing else in the build's folder", () => {
    const dir = clientDir(['login.html', 'terms-and-conditions.html', 'notes.txt']);
    expect(prerenderedPagePaths(dir).sort()).toEqual(['/login', '/terms-and-conditions']);
  });

  it('names none for a build without prerendered pages', () => {
    expect(prerenderedPagePaths(clientDir(undefined))).toEqual([]);
    expect(prerenderedPagePaths(clientDir([]))).toEqual([]);
  });
});
