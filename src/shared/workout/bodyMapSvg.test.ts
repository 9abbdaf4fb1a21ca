import { describe, expect, it } from 'vitest';
import { BODY_MAP_COLOURS } from './bodyMapColours';
import { bodyMapSvg } from './bodyMapSvg';
import { BODY_PART_KEYS } from './workoutVocabulary';

function highlightedCount(svg: string): number {
  return svg.split(`fill="${BODY_MAP_COLOURS.highlight}"`).length - 1;
}

/** Names of the unclosed elements after reading every tag, or a message on the first mismatch. */
function tagProblems(svg: string): string[] {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(
    /<(\/?)([A-Za-z][\w:-]*)[^>]*?(\/?)>/g,
  )) {
    if (name === undefined || selfClosing === '/') continue;
    if (closing === '') open.push(name);
    else if (open.pop() !== name) return [`unexpected </${name}>`];
  }
  return open;
}

describe('bodyMapSvg', () => {
  it('is a standalone, well-formed SVG document', () => {
    const svg = bodyMapSvg(['chest', 'knee'], 'Squat');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('role="img"');
    expect(tagProblems(svg)).toEqual([]);
    // Every region is an empty element: no stray text can end up inside the picture.
    expect(svg).not.toMatch(/<(path|ellipse)\b[^>]*[^/]>/);
  });

  it('carries the title for assistive technology, escaped', () => {
    const svg = bodyMapSvg(['knee'], `Tom & Jerry's "<b>stretch</b>"`);
    expect(svg).toContain(
      '<title id="body-map-title">Tom &amp; Jerry&apos;s &quot;&lt;b&gt;stretch&lt;/b&gt;&quot;</title>',
    );
    expect(svg).toContain('aria-labelledby="body-map-title"');
    expect(tagProblems(svg)).toEqual([]);
  });

  it('fills the four knees (front and back, both legs) and nothing else for a knee exercise', () => {
    expect(highlightedCount(bodyMapSvg(['knee'], 'Knee'))).toBe(4);
  });

  it('shows something for every body part', () => {
    for (const key of BODY_PART_KEYS) {
      expect(highlightedCount(bodyMapSvg([key], key)), key).toBeGreaterThan(0);
    }
  });

  it('shows different regions for different body parts', () => {
    const pictures = new Set(BODY_PART_KEYS.map((key) => bodyMapSvg([key], 'Exercise')));
    expect(pictures.size).toBe(BODY_PART_KEYS.length);
  });

  it('draws the plain figure when no body part is named', () => {
    const svg = bodyMapSvg([], 'Breathing');
    expect(highlightedCount(svg)).toBe(0);
    expect(svg).toContain(`fill="${BODY_MAP_COLOURS.figure}"`);
  });

  it('gives the same document for the same exercise, whatever the order of its body parts', () => {
    expect(bodyMapSvg(['hip', 'knee'], 'Lunge')).toBe(bodyMapSvg(['hip', 'knee'], 'Lunge'));
    expect(bodyMapSvg(['knee', 'hip'], 'Lunge')).toBe(bodyMapSvg(['hip', 'knee'], 'Lunge'));
    expect(bodyMapSvg(['knee', 'hip', 'knee'], 'Lunge')).toBe(bodyMapSvg(['hip', 'knee'], 'Lunge'));
  });

  it('stays small with every body part highlighted', () => {
    const svg = bodyMapSvg(BODY_PART_KEYS, 'Whole body');
    expect(new TextEncoder().encode(svg).length).toBeLessThan(6 * 1024);
    expect(highlightedCount(svg)).toBeGreaterThan(30);
  });
});
