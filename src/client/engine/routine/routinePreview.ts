/**
 * A routine's or a template's preview shows its first three exercises; one with fewer shows
 * them all (docs/product.md#workout-routines). The rest are counted, not listed.
 */
export const ROUTINE_PREVIEW_COUNT = 3;

export function routinePreview<Entry>(entries: readonly Entry[]): {
  shown: readonly Entry[];
  more: number;
} {
  const shown = entries.slice(0, ROUTINE_PREVIEW_COUNT);
  return { shown, more: entries.length - shown.length };
}
