import { feedbackTexts } from '../../../ui/feedback/feedbackTexts';
import type { LinkAccessOutcome } from '../../../../shared/api/careTeamParameters';
import {
  SHARE_LINK_LABEL_MAX_LENGTH,
  SHARE_LINK_MAX_DAYS,
  SHARE_LINK_PASSCODE_LENGTH,
  type ShareLinkState,
} from '../../../../shared/api/shareLinksContract';
import { accessLogMessages } from '../../../../shared/messages/accessLogMessages';

export const MAX_LINK_DAYS = SHARE_LINK_MAX_DAYS;
/** The end date a new link is offered with. */
export const DEFAULT_LINK_DAYS = 30;
export const PASSCODE_MIN_LENGTH = SHARE_LINK_PASSCODE_LENGTH.minLength;
export const PASSCODE_MAX_LENGTH = SHARE_LINK_PASSCODE_LENGTH.maxLength;
export const LABEL_MAX_LENGTH = SHARE_LINK_LABEL_MAX_LENGTH;

/** The words of the Sharing page's passcode links section. */
export const shareLinkTexts = {
  title: 'Passcode links',
  intro:
    'A passcode link lets someone who is not on Motus, a clinician for example, see a copy of the data you choose, read-only, until the link ends. The copy is encrypted with a key that exists only in the link: Motus cannot read it back or show the link again.',

  formTitle: 'Make a new link',
  areasLegend: 'Areas in the link',
  readingsFrom: 'Readings from',
  readingsTo: 'Readings to',
  endsOn: 'Link ends on',
  endsOnHint: `At most ${MAX_LINK_DAYS} days from today.`,
  passcode: 'Passcode',
  passcodeHint: `${PASSCODE_MIN_LENGTH} to ${PASSCODE_MAX_LENGTH} characters. Give it to the recipient another way than the link.`,
  label: 'Label',
  labelHint: 'For you and the recipient, e.g. "For my GP".',
  create: 'Make link',

  chooseAnArea: 'Tick at least one area to put in the link.',
  notADate: 'Enter a full date.',
  rangeOrder: 'The first day of the readings must be on or before the last day.',
  rangeInFuture: 'The readings cannot go beyond today.',
  endsTooSoon: 'The link must end after today.',
  endsTooLate: `The link can last at most ${MAX_LINK_DAYS} days: choose a day up to ${MAX_LINK_DAYS} days from today.`,
  passcodeTooShort: `The passcode needs at least ${PASSCODE_MIN_LENGTH} characters.`,
  passcodeTooLong: `The passcode can have at most ${PASSCODE_MAX_LENGTH} characters.`,
  labelTooLong: `The label can have at most ${LABEL_MAX_LENGTH} characters.`,
  createFailed: 'The link could not be made.',
  checkConnection: feedbackTexts.checkConnection,

  createdTitle: 'Your new link',
  createdWarning: 'Motus cannot show this link again: copy it now.',
  addressLabel: 'Link address',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copying was refused: select the address and copy it yourself.',
  qrAlt: 'QR code of the link address',
  passcodeReminder: 'The recipient also needs the passcode you chose.',
  done: 'Done',

  listTitle: 'Your links',
  listLoading: 'Loading your links…',
  listFailed: 'Your links could not be loaded.',
  listEmpty: 'You have no passcode links',
  listEmptyHint: 'A link you make appears here, with everyone who opens it.',
  untitled: 'Link without a label',
  readingsRange: (from: string, to: string) => `Readings ${from} to ${to}`,
  endsOnDay: (day: string) => `Ends on ${day}`,
  withPasscode: 'With a passcode',
  withoutPasscode: 'Without a passcode',
  noAccesses: 'Nobody has opened it yet.',
  accessesCaption: (label: string) => `Who has opened ${label}`,
  columnRecipient: 'Recipient',
  columnWhen: 'When',
  columnOutcome: 'Outcome',
  revoke: 'Revoke',
  revokeNamed: (label: string) => `Revoke ${label}`,
  revokeTitle: 'Revoke this link?',
  revokeQuestion: (label: string) =>
    `Nobody will be able to open ${label} any more, from now on. This cannot be undone: to share again, make a new link.`,
  revokeConfirm: 'Revoke link',
  revokeFailed: 'The link could not be revoked.',
  cancel: 'Cancel',
} as const;

export const shareLinkStateTexts: Record<ShareLinkState, string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
  locked: 'Locked after too many wrong passcodes',
};

export const shareLinkOutcomeTexts: Record<LinkAccessOutcome, string> = {
  opened: 'Opened',
  wrong_passcode: 'Wrong passcode',
  refused: accessLogMessages.linkRefused,
};
