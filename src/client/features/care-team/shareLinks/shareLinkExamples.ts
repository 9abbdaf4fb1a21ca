import type { ShareLinkRow } from '../../../../shared/api/shareLinksContract';

/** Links as the server lists them, for the section's tests and stories. */
export const linkForGp: ShareLinkRow = {
  id: 5,
  label: 'For my GP',
  profiles: ['vitals'],
  date_from: '2026-01-01',
  date_to: '2026-11-20',
  expires_on: '2026-12-20',
  created_at: '2026-11-20T09:00:00+00:00',
  revoked_at: null,
  has_passcode: true,
  failed_passcodes: 1,
  state: 'active',
  accesses: [
    { recipient: 'Dr Sam Smith', at: '2026-11-21T10:04:00+00:00', outcome: 'opened' },
    { recipient: 'Dr Sam Smith', at: '2026-11-21T10:03:00+00:00', outcome: 'wrong_passcode' },
  ],
};

export const lockedLink: ShareLinkRow = {
  ...linkForGp,
  id: 4,
  label: null,
  profiles: ['vitals', 'workout'],
  failed_passcodes: 10,
  state: 'locked',
  accesses: [],
};
