import { Type } from 'typebox';

/** Simple email rule of docs/product.md#accounts-and-sessions: text, @, text, dot, text, no spaces. */
export const SIMPLE_EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** The longest address a mail system delivers to (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

const simpleEmail = new RegExp(SIMPLE_EMAIL_PATTERN);

/** An email address in a request body: the simple rule, at most EMAIL_MAX_LENGTH characters. */
export const EmailAddress = Type.String({
  pattern: SIMPLE_EMAIL_PATTERN,
  maxLength: EMAIL_MAX_LENGTH,
});

/** Whether `text`, as given, follows the simple email rule (a form trims what was typed first). */
export function isEmailAddress(text: string): boolean {
  return simpleEmail.test(text);
}

/** What is wrong with an address as typed: nothing typed, or not an address; undefined if neither. */
export type EmailAddressProblem = 'missing' | 'invalid';

/** The one check every form that takes an address makes, on what was typed less its spaces. */
export function emailAddressProblem(typed: string): EmailAddressProblem | undefined {
  const address = typed.trim();
  if (address === '') return 'missing';
  return isEmailAddress(address) ? undefined : 'invalid';
}
