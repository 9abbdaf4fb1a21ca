import type { BrowserContext, ConsoleMessage } from 'playwright-core';

/** What a page says on its console when it reports a violation (see reportViolations). */
const VIOLATION_MARK = 'motus-csp-violation ';

/** Chromium's own words for a refusal or a policy it cannot read. */
const POLICY_MESSAGE = /Content[- ]Security[- ]Policy/i;

const found: string[] = [];

interface ReportedViolation {
  directive: string;
  blocked: string;
  page: string;
  source: string;
  line: number;
  sample: string;
}

/**
 * Runs in every page and frame before any of its own scripts: each violation the browser
 * reports is written to the console, where the test process reads it.
 */
function reportViolations(mark: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report: ReportedViolation = {
      directive: event.effectiveDirective,
      blocked: event.blockedURI,
      page: event.documentURI,
      source: event.sourceFile,
      line: event.lineNumber,
      sample: event.sample,
    };
    console.error(mark + JSON.stringify(report));
  });
}

function describeViolation(message: ConsoleMessage): string | undefined {
  const text = message.text();
  if (text.startsWith(VIOLATION_MARK)) {
    const report = JSON.parse(text.slice(VIOLATION_MARK.length)) as ReportedViolation;
    const where = report.source ? ` (${report.source}:${report.line})` : '';
    const sample = report.sample ? `, sample "${report.sample}"` : '';
    return `${report.directive} refused ${report.blocked || 'inline code'} on ${report.page}${where}${sample}`;
  }
  if (POLICY_MESSAGE.test(text))
    return `${text} (${message.location().url || message.page()?.url() || 'no address'})`;
  return undefined;
}

/** Records every Content-Security-Policy violation of the context's pages and frames. */
export async function watchForCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(reportViolations, VIOLATION_MARK);
  context.on('console', (message) => {
    const violation = describeViolation(message);
    if (violation !== undefined) found.push(violation);
  });
}

/** The violations recorded since the last call, each with its directive and address. */
export function takeCspViolations(): string[] {
  return found.splice(0);
}
