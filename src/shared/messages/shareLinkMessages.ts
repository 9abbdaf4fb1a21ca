import { SHARE_LINK_MAX_DAYS } from '../api/shareLinksContract';

/** The passcode links' refusals and the log's words for them: one source for server and page. */
export const shareLinkMessages = {
  unknownArea: (area: string, areas: readonly string[]) =>
    `profiles: '${area}' is not an area that can be shared (one of ${areas.join(', ')})`,
  rangeBackwards: 'body.date_to: cannot be before date_from',
  rangeInFuture: (today: string) => `body.date_to: cannot be after today (${today})`,
  endsTooSoon: (today: string) => `body.expires_on: must be after today (${today})`,
  endsTooLate: (lastDay: string) =>
    `body.expires_on: a link lasts at most ${SHARE_LINK_MAX_DAYS} days: choose ${lastDay} or earlier`,
  /** Unknown, revoked, expired and dead links alike: nothing says which. */
  notFound: 'This link has expired or was revoked, or it does not exist.',
  wrongPasscode: (remaining: number) =>
    remaining === 0
      ? 'That passcode is not right. The link is now closed.'
      : `That passcode is not right. ${remaining} more wrong ${remaining === 1 ? 'try closes' : 'tries close'} the link.`,
  passcodeNeeded: (remaining: number) =>
    `This link needs its passcode. ${remaining} more wrong ${remaining === 1 ? 'try closes' : 'tries close'} the link.`,
  noSuchLink: (id: string) => `No passcode link ${id} of yours`,
} as const;
