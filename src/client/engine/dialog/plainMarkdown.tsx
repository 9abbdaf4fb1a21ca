import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx, which @rjsf/core imports for markdown in descriptions and
 * help (only with `enableMarkdownInDescription` / `enableMarkdownInHelp`, which the engine
 * never sets) and in its own messages for a broken schema (configs are validated before they
 * reach a form). The text is shown as it is, and the Add Data dialog loads less code
 * (vite.config.ts, decision 014).
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
