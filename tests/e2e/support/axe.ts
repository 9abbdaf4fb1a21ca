import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core in the real browser, where colour contrast and layout are computed for real. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Contrast is judged on the settled page, not halfway through a colour transition (a button
  // just enabled); endless animations (spinners) are left running.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  // Evaluated by the test's connection, which the page's Content-Security-Policy does not
  // govern, rather than added as an inline <script>, which the policy refuses.
  await page.evaluate(`${axeSource}\n;undefined`);
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return (found as AxeViolation[]).map(
    (violation) =>
      `${violation.impact ?? 'minor'} ${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')})`,
  );
}
