import { Type, type TStringOptions } from 'typebox';

/**
 * The annotation of a string typed in a text area: tabs and line breaks are part of its text.
 * Every other string refuses them with the rest of the control characters (the server's
 * plain-text rule, src/server/validation/plainTextRule.ts), so a name or an email address
 * cannot carry a line break into a mail header or a NUL into PostgreSQL.
 */
export const MULTILINE_KEYWORD = 'x-multiline';

/** A string typed in a text area (the client's TextAreaField). */
export function MultilineText(options: TStringOptions = {}) {
  return Type.String({ ...options, [MULTILINE_KEYWORD]: true });
}
