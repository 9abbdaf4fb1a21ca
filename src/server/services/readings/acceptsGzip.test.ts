import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './acceptsGzip';

describe('acceptsGzip', () => {
  it("takes a browser's header, gzip alone and a wildcard", () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('GZIP')).toBe(true);
    expect(acceptsGzip('br;q=1.0, *;q=0.5')).toBe(true);
  });

  it('refuses no header, other encodings and gzip with quality 0', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('deflate, br')).toBe(false);
    expect(acceptsGzip('gzip;q=0, deflate')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
  });
});
