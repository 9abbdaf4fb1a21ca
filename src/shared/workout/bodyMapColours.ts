/**
 * The colours of the exercise body map. An SVG served as an image cannot read the page's CSS
 * variables, so these mirror `src/client/ui/theme/tokens.css`; change both together.
 */
export const BODY_MAP_COLOURS = {
  /** --color-surface-sunken: a resting body part, quiet against the card. */
  figure: '#eef3f4',
  /** --color-border-strong: visible on white and on the sunken surface alike. */
  outline: '#8a9aa6',
  /** --color-primary: a worked body part. */
  highlight: '#0f766e',
  /** --color-primary-hover: the edge of a worked part, so neighbouring worked parts stay apart. */
  highlightStroke: '#115e59',
  /** The card behind the image shows through. */
  background: 'transparent',
} as const;
