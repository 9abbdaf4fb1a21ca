import net from 'node:net';
import lighthouse, { type Config, type Flags } from 'lighthouse';

/** What one Lighthouse run of a page reports: its LCP, CLS and TBT. */
export interface Vitals {
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's measure of the CPU it ran on (a high-end desktop scores 1500–2000). */
  benchmarkIndex: number;
}

/** A free local port, for Chromium's remote debugging (Lighthouse drives it through that). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * One Lighthouse run of `url` in the Chromium listening on `port` (Lighthouse's default mobile
 * settings when `config` is undefined), keeping the browser's storage: a signed-in page stays
 * signed in.
 */
export async function lighthouseRun(
  url: string,
  port: number,
  config: Config | undefined,
): Promise<Vitals> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The signed-in user lives in this browser's storage; Lighthouse would otherwise clear it.
    disableStorageReset: true,
  };
  const result = await lighthouse(url, flags, config);
  const audits = result?.lhr.audits;
  // A profile page opened signed out lands on /login: that would measure the wrong page.
  const landed = result?.lhr.finalDisplayedUrl;
  if (landed !== url) throw new Error(`Lighthouse asked for ${url} and landed on ${landed}`);
  if (process.env.LIGHTHOUSE_SHIFTS) {
    console.log(url, JSON.stringify(audits?.['layout-shifts']?.details, null, 1).slice(0, 3000));
  }
  if (process.env.LIGHTHOUSE_TASKS) {
    const details = (id: string) => JSON.stringify(audits?.[id]?.details ?? null).slice(0, 2500);
    console.log(url, 'long tasks', details('long-tasks'));
    console.log(url, 'scripts', details('bootup-time'));
    console.log(url, 'LCP element', details('largest-contentful-paint-element'));
  }
  const value = (id: string) => {
    const audit = audits?.[id];
    if (audit?.numericValue === undefined) {
      throw new Error(`Lighthouse gave no ${id} for ${url}: ${audit?.errorMessage ?? 'no audit'}`);
    }
    return audit.numericValue;
  };
  return {
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    benchmarkIndex: result?.lhr.environment.benchmarkIndex ?? Number.NaN,
  };
}

/** The runs' lowest and highest, rounded: Lighthouse's figures vary widely from run to run. */
export function spread(values: number[], digits = 0, scale = 1): string {
  const shown = (value: number) => (value / scale).toFixed(digits);
  return `${shown(Math.min(...values))}–${shown(Math.max(...values))}`;
}
