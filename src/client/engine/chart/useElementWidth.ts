import { startTransition, useLayoutEffect, useRef, useState } from 'react';

/** The width the last measured element had: a chart mounted again starts from it. */
let lastMeasuredWidth: number | undefined;

/**
 * The width of an element, following it as the window or layout changes, so the chart can
 * choose how many axis labels fit. Measured by a ResizeObserver, which reports after the
 * browser's own layout: reading the width while React mounts the page forced that layout
 * into the same task, on a phone's first chart (decision 020). Until the first report the width
 * is the last one measured on the page (a tab's chart replacing another's keeps the width),
 * or undefined on the page's first chart; where ResizeObserver is missing (jsdom), the
 * fallback holds.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const observable = typeof ResizeObserver !== 'undefined';
  const [width, setWidth] = useState(observable ? lastMeasuredWidth : fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !observable) return;
    const observer = new ResizeObserver(([entry]) => {
      const next = entry?.contentRect.width ?? 0;
      if (next <= 0) return;
      lastMeasuredWidth = next;
      // A chart redrawn for a new width is made in a render React may pause.
      startTransition(() => setWidth(next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [observable]);
  return [ref, width] as const;
}
