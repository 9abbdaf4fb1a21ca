import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether a sideways-scrolling row has more to either side, and a way to scroll it by most of
 * its width: the row's arrow buttons appear only when there is somewhere to go.
 */
export function useTabRowOverflow(itemCount: number) {
  const rowRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ back: false, on: false });

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    const back = row.scrollLeft > 1;
    const on = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
    setEdges((previous) =>
      previous.back === back && previous.on === on ? previous : { back, on },
    );
  }, []);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    row.addEventListener('scroll', measure, { passive: true });
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return () => row.removeEventListener('scroll', measure);
    }
    // The observer's first report comes after the browser's own layout: measuring here would
    // force that layout into the task that mounts the page.
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => {
      row.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [measure, itemCount]);

  const scrollBy = useCallback((direction: 1 | -1) => {
    const row = rowRef.current;
    row?.scrollBy({ left: direction * row.clientWidth * 0.75, behavior: 'smooth' });
  }, []);

  return { rowRef, canScrollBack: edges.back, canScrollOn: edges.on, scrollBy };
}
