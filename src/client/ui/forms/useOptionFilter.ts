import { useEffect, useRef, useState } from 'react';
import type { SelectOption } from './selectFieldProps';

/** The select widget's search waits this long after the last keystroke (docs/product.md#every-screen). */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The options whose label or one of whose search words contains the typed text,
 * case-insensitively. The list is filtered
 * once typing has paused for SEARCH_DEBOUNCE_MS, not on every keystroke; `filtered` says a
 * search has been applied since the last reset, when its count is worth announcing.
 */
export function useOptionFilter(options: readonly SelectOption[]) {
  const [query, setQuery] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const needle = query?.toLowerCase() ?? '';
  return {
    results: needle ? options.filter((option) => optionMatches(option, needle)) : options,
    filtered: query !== null,
    search: (text: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    },
    reset: () => {
      clearTimeout(timer.current);
      setQuery(null);
    },
  };
}

function optionMatches(option: SelectOption, needle: string): boolean {
  return [option.label, ...(option.searchWords ?? [])].some((words) =>
    words.toLowerCase().includes(needle),
  );
}
