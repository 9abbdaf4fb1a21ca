import { isEmailAddress } from '../../shared/api/emailAddress';

/**
 * ADMIN_EMAILS: the addresses of the clinic's administrators, comma-separated. Each is trimmed
 * and compared without case; an account with one of them is an administrator once it exists.
 * Unset or empty: no administrator, and nobody can bring in clinicians.
 */
export function readAdminEmails(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const emails = raw
    .split(',')
    .map((email) => email.trim())
    .filter((email) => email !== '');
  for (const email of emails) {
    if (!isEmailAddress(email)) {
      throw new Error(
        `ADMIN_EMAILS must be email addresses separated by commas (admin@clinic.example, other@clinic.example), got "${email}"`,
      );
    }
  }
  return [...new Set(emails.map((email) => email.toLowerCase()))];
}
