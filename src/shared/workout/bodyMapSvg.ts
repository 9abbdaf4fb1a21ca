/**
 * The body map of an exercise: a stylised figure seen from the front (left) and the back
 * (right) with the body parts the exercise works filled in. It is built here rather than drawn
 * as artwork so that every exercise gets a picture without anyone producing one, and so that the
 * picture can never disagree with the exercise's body parts.
 */

import { BODY_MAP_COLOURS } from './bodyMapColours';
import type { BodyPartKey } from './workoutVocabulary';

type Shape =
  { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number } | { kind: 'path'; d: string };

interface Region {
  /** What the region belongs to; null for the parts of the figure no key names (head, neck). */
  part: BodyPartKey | null;
  shape: Shape;
  /** Drawn a second time mirrored across the midline, so each limb is described once. */
  paired: boolean;
}

// Whole numbers and tenths keep the document small; nobody sees a finer step at 200 px.
function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function ellipse(cx: number, cy: number, rx: number, ry: number): Shape {
  return { kind: 'ellipse', cx, cy, rx, ry };
}

function path(d: string): Shape {
  return { kind: 'path', d };
}

/**
 * A limb segment: a capsule from (x1, y1) with radius r1 to (x2, y2) with radius r2. Tapering
 * capsules read as arms and legs at a glance, and describing them by their joints keeps the
 * table below about anatomy rather than about path syntax.
 */
function limb(x1: number, y1: number, r1: number, x2: number, y2: number, r2: number): Shape {
  const length = Math.hypot(x2 - x1, y2 - y1);
  const nx = -(y2 - y1) / length;
  const ny = (x2 - x1) / length;
  const point = (x: number, y: number, r: number, side: 1 | -1) =>
    `${num(x + side * nx * r)} ${num(y + side * ny * r)}`;
  return path(
    `M${point(x1, y1, r1, 1)}L${point(x2, y2, r2, 1)}` +
      `A${num(r2)} ${num(r2)} 0 0 0 ${point(x2, y2, r2, -1)}` +
      `L${point(x1, y1, r1, -1)}A${num(r1)} ${num(r1)} 0 0 0 ${point(x1, y1, r1, 1)}Z`,
  );
}

// Coordinates are relative to the figure's midline (x = 0), the figure standing from y = 4 to
// y = 194; negative x is the figure's side drawn on the left. The order is the painting order:
// limbs first so the torso and pelvis cover where they join, joints after the bones they sit on.
const HEAD = ellipse(0, 16, 10, 12.5);
const NECK = path('M-5 24L5 24L5.5 36L-5.5 36Z');

const ARMS: Region[] = [
  { part: 'arm', shape: limb(-25, 43, 6, -29, 76, 5), paired: true },
  { part: 'elbow_forearm', shape: limb(-29, 77, 5, -33, 107, 3.6), paired: true },
  { part: 'wrist_hand', shape: ellipse(-34, 116, 4.2, 7.5), paired: true },
];

const LEGS = (lowerLeg: Shape, foot: Shape): Region[] => [
  { part: 'upper_leg', shape: limb(-10, 100, 9.5, -11, 136, 6.5), paired: true },
  { part: 'lower_leg', shape: lowerLeg, paired: true },
  { part: 'knee', shape: ellipse(-11, 141, 6.5, 7), paired: true },
  { part: 'ankle_foot', shape: foot, paired: true },
];

// The torso's outline down one side, shared by the front's chest and abdomen and the back's
// single back region so that both views have the same silhouette.
const SHOULDER = 'Q18 34 23 40L20 54L18.5 62';
const WAIST = 'L15.5 77L17.5 88';

const FRONT: Region[] = [
  ...ARMS,
  ...LEGS(
    limb(-11, 147, 6, -11.5, 180, 3.5),
    // Seen from the front the foot is short and wide, turned a little out.
    path('M-15 180L-9 180Q-7 187 -7.5 191.5Q-12.5 195 -18.5 192Q-18 186 -15 180Z'),
  ),
  {
    part: 'hip',
    shape: path('M-17.5 88L17.5 88Q21 95 21.5 104L0 112L-21.5 104Q-21 95 -17.5 88Z'),
    paired: false,
  },
  {
    part: 'abdomen',
    shape: path(`M-18.5 62L18.5 62${WAIST}L-17.5 88L-15.5 77Z`),
    paired: false,
  },
  {
    part: 'chest',
    shape: path(`M-5.5 34L5.5 34${SHOULDER}L-18.5 62L-20 54L-23 40Q-18 34 -5.5 34Z`),
    paired: false,
  },
  { part: null, shape: NECK, paired: false },
  { part: null, shape: HEAD, paired: false },
];

const BACK: Region[] = [
  ...ARMS,
  // The calf bulges high on the back of the lower leg, which is what makes this view read as
  // the back.
  ...LEGS(
    limb(-11.5, 148, 7, -11.5, 180, 3.5),
    // From behind only the narrow, rounded heel shows.
    path('M-15 180L-8.5 180Q-7.5 187 -8.5 191.5Q-11.5 194.5 -14.5 191.5Q-16 187 -15 180Z'),
  ),
  {
    part: 'buttock',
    shape: path('M0 89L0 110Q-13 115 -21 106Q-22.5 96 -17.5 88Z'),
    paired: true,
  },
  {
    part: 'back',
    shape: path(
      `M-5.5 34L5.5 34${SHOULDER}${WAIST}L0 89L-17.5 88L-15.5 77L-18.5 62L-20 54L-23 40Q-18 34 -5.5 34Z`,
    ),
    paired: false,
  },
  // The cervical spine is part of 'Back (C-T-L Spine)', and the neck is where it shows.
  { part: 'back', shape: NECK, paired: false },
  { part: null, shape: HEAD, paired: false },
];

const VIEWS: readonly { centre: number; regions: Region[] }[] = [
  { centre: 50, regions: FRONT },
  { centre: 150, regions: BACK },
];

function shapeElement(shape: Shape, paint: string, mirrored: boolean): string {
  if (shape.kind === 'ellipse') {
    const cx = mirrored ? -shape.cx : shape.cx;
    return `<ellipse cx="${num(cx)}" cy="${num(shape.cy)}" rx="${num(shape.rx)}" ry="${num(shape.ry)}"${paint}/>`;
  }
  return `<path d="${shape.d}"${mirrored ? ' transform="scale(-1 1)"' : ''}${paint}/>`;
}

const XML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// The title is an exercise's name, typed by a person; unescaped it could break the document.
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

/** The body map as a standalone SVG document, titled `title` for assistive technology. */
export function bodyMapSvg(parts: readonly BodyPartKey[], title: string): string {
  const worked = new Set(parts);
  const highlight = ` fill="${BODY_MAP_COLOURS.highlight}" stroke="${BODY_MAP_COLOURS.highlightStroke}"`;
  const rest = ` fill="${BODY_MAP_COLOURS.figure}"`;
  const views = VIEWS.map(({ centre, regions }) => {
    const elements = regions.flatMap(({ part, shape, paired }) => {
      const paint = part !== null && worked.has(part) ? highlight : rest;
      const element = shapeElement(shape, paint, false);
      return paired ? [element, shapeElement(shape, paint, true)] : [element];
    });
    return `<g transform="translate(${String(centre)} 0)">${elements.join('')}</g>`;
  });
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200"' +
    ' role="img" aria-labelledby="body-map-title">' +
    `<title id="body-map-title">${escapeXml(title)}</title>` +
    `<g stroke="${BODY_MAP_COLOURS.outline}" stroke-width="1.2" stroke-linejoin="round">` +
    views.join('') +
    '</g></svg>'
  );
}
