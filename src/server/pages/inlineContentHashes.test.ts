import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_PAGES_FILE, type BuiltPages } from '../../shared/routes/builtPages';
import { cspHashSource, inlineContentHashes, inlineContentHashesOf } from './inlineContentHashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the hashes of a page’s inline code', () => {
  it('hashes inline scripts and <style> elements, not scripts loaded by address', () => {
    const html = `<head><script type="module" crossorigin src="/assets/a.js"></script>
      <style>a{color:red}</style></head>
      <body><script type="module">start();</script><SCRIPT>other()</SCRIPT></body>`;
    expect(inlineContentHashesOf(html)).toEqual({
      scripts: [sha256('start();'), sha256('other()')],
      styles: [sha256('a{color:red}')],
    });
  });

  it('hashes the text as the browser parses it: every CR LF and lone CR becomes LF', () => {
    expect(cspHashSource('a();\r\nb();\rc();\n')).toBe(sha256('a();\nb();\nc();\n'));
  });

  it('reads every page of the built client, each hash once', () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-hashes-'));
    try {
      const prerendered = (page: string) =>
        `<style>.${page}{}</style><script type="module">go();</script>`;
      const pages: BuiltPages = {
        app: '<script src="/assets/a.js"></script>',
        profilePage: '<script type="module">go();</script>',
        byPath: { '/login': prerendered('login'), '/terms': prerendered('terms') },
      };
      fs.writeFileSync(path.join(clientDir, BUILT_PAGES_FILE), JSON.stringify(pages));
      expect(inlineContentHashes(clientDir)).toEqual({
        scripts: [sha256('go();')],
        styles: [sha256('.login{}'), sha256('.terms{}')],
      });
    } finally {
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('finds none where no client is built', () => {
    expect(inlineContentHashes(path.join(os.tmpdir(), 'motus-no-client-here'))).toEqual({
      scripts: [],
      styles: [],
    });
  });
});
