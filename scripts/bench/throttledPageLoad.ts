import type { Page } from 'playwright-core';

/** What a page's own observers saw of one load. */
export interface ThrottledLoad {
  lcpMs: number;
  /** Each long task's time past 50 ms, summed from the first contentful paint on. */
  blockingMs: number;
}

/** What the page's observers keep on window: [start, duration] of each long task, the LCP. */
interface ObservedWindow {
  __motusLoad: { tasks: number[][]; lcp: number };
}

/** Installed before the page's scripts: records its long tasks and LCP candidates. */
function observeLoad(): void {
  const seen = window as unknown as ObservedWindow;
  seen.__motusLoad = { tasks: [], lcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.__motusLoad.tasks.push([entry.startTime, entry.duration]);
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.__motusLoad.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * Loads a page with the CPU slowed as DevTools slows it, untraced and on the real network,
 * and reads what the page itself observed. Lighthouse's mobile figures are simulated from a
 * traced load at full speed, and on this shared 2-core machine its runs of one build spread
 * widely (docs/performance.md, 'What a person feels'). This shows what a
 * slower phone's CPU does to the same page, as a companion to Lighthouse's figures, never in
 * place of them.
 */
export async function throttledPageLoads(
  page: Page,
  url: string,
  { runs, cpuSlowdown, settleMs = 3500 }: { runs: number; cpuSlowdown: number; settleMs?: number },
): Promise<ThrottledLoad[]> {
  await page.addInitScript(observeLoad);
  const cdp = await page.context().newCDPSession(page);
  const loads: ThrottledLoad[] = [];
  // Two loads first, not counted: the browser keeps compiled code from the second one on.
  for (let load = 0; load < runs + 2; load++) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url);
    await page.waitForTimeout(settleMs);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const seen = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const { tasks, lcp } = (window as unknown as ObservedWindow).__motusLoad;
      return { fcp, tasks, lcp };
    });
    if (seen.fcp === undefined) throw new Error(`${url} painted nothing in ${settleMs} ms`);
    const fcp = seen.fcp;
    const blockingMs = seen.tasks
      .filter(([start = 0]) => start >= fcp)
      .reduce((sum, [, duration = 0]) => sum + Math.max(0, duration - 50), 0);
    if (load >= 2) loads.push({ lcpMs: seen.lcp, blockingMs });
  }
  await cdp.detach();
  return loads;
}
