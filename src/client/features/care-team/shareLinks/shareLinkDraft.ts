import { DateTime } from 'luxon';
import { DATE_FORMAT } from '../../../../shared/dates/dateFormats';
import type { GrantAreaOption } from '../../../../shared/profile-config/grantArea';
import type { CreateShareLinkBody } from '../../../../shared/api/shareLinksContract';
import {
  DEFAULT_LINK_DAYS,
  LABEL_MAX_LENGTH,
  MAX_LINK_DAYS,
  PASSCODE_MAX_LENGTH,
  PASSCODE_MIN_LENGTH,
  shareLinkTexts,
} from './shareLinkTexts';

/** What the person is choosing for a new link, as the form holds it. */
export interface ShareLinkDraft {
  profiles: readonly string[];
  /** yyyy-MM-dd, or '' while a date input holds nothing whole. */
  dateFrom: string;
  dateTo: string;
  expiresOn: string;
  passcode: string;
  label: string;
}

export type ShareLinkField = 'areas' | 'dateFrom' | 'dateTo' | 'expiresOn' | 'passcode' | 'label';

/** What is wrong with a draft: which field, and in words. */
interface ShareLinkProblem {
  field: ShareLinkField;
  message: string;
}

function day(today: string, plusDays: number): string {
  return DateTime.fromFormat(today, DATE_FORMAT).plus({ days: plusDays }).toFormat(DATE_FORMAT);
}

/** No area ticked, the past year of readings, ending in 30 days, no passcode or label. */
export function emptyShareLinkDraft(today: string): ShareLinkDraft {
  const yearAgo = DateTime.fromFormat(today, DATE_FORMAT).minus({ years: 1 }).toFormat(DATE_FORMAT);
  return {
    profiles: [],
    dateFrom: yearAgo,
    dateTo: today,
    expiresOn: day(today, DEFAULT_LINK_DAYS),
    passcode: '',
    label: '',
  };
}

/** The last day a link may end on, counted from today. */
export function latestLinkEnd(today: string): string {
  return day(today, MAX_LINK_DAYS);
}

const isDay = (text: string) => DateTime.fromFormat(text, DATE_FORMAT).isValid;

/** A text's length as the API's schema counts it: in code points (JSON Schema's rule). */
const lengthOf = (text: string) => Array.from(text).length;

/**
 * What is wrong with a draft, first field first, or undefined. The API checks all of this
 * too; saying it here names the field before anything is sent. yyyy-MM-dd compares as text
 * in calendar order.
 */
function shareLinkProblem(draft: ShareLinkDraft, today: string): ShareLinkProblem | undefined {
  if (draft.profiles.length === 0) return { field: 'areas', message: shareLinkTexts.chooseAnArea };
  if (!isDay(draft.dateFrom)) return { field: 'dateFrom', message: shareLinkTexts.notADate };
  if (!isDay(draft.dateTo)) return { field: 'dateTo', message: shareLinkTexts.notADate };
  if (draft.dateFrom > draft.dateTo) return { field: 'dateTo', message: shareLinkTexts.rangeOrder };
  if (draft.dateTo > today) return { field: 'dateTo', message: shareLinkTexts.rangeInFuture };
  if (!isDay(draft.expiresOn)) return { field: 'expiresOn', message: shareLinkTexts.notADate };
  if (draft.expiresOn <= today) {
    return { field: 'expiresOn', message: shareLinkTexts.endsTooSoon };
  }
  if (draft.expiresOn > latestLinkEnd(today)) {
    return { field: 'expiresOn', message: shareLinkTexts.endsTooLate };
  }
  const passcode = lengthOf(draft.passcode);
  if (passcode > 0 && passcode < PASSCODE_MIN_LENGTH) {
    return { field: 'passcode', message: shareLinkTexts.passcodeTooShort };
  }
  if (passcode > PASSCODE_MAX_LENGTH) {
    return { field: 'passcode', message: shareLinkTexts.passcodeTooLong };
  }
  if (lengthOf(draft.label.trim()) > LABEL_MAX_LENGTH) {
    return { field: 'label', message: shareLinkTexts.labelTooLong };
  }
  return undefined;
}

/** The form's message: the draft's first problem, at its field; one thing to fix at a time. */
export function validateShareLink(
  draft: ShareLinkDraft,
  today: string,
): Partial<Record<ShareLinkField, string>> {
  const problem = shareLinkProblem(draft, today);
  return problem ? { [problem.field]: problem.message } : {};
}

/** The draft as the API takes it: areas in the order offered, empty optional fields left out. */
export function shareLinkBody(
  draft: ShareLinkDraft,
  options: readonly GrantAreaOption[],
): CreateShareLinkBody {
  const label = draft.label.trim();
  return {
    profiles: options.map((option) => option.id).filter((id) => draft.profiles.includes(id)),
    date_from: draft.dateFrom,
    date_to: draft.dateTo,
    expires_on: draft.expiresOn,
    ...(draft.passcode === '' ? {} : { passcode: draft.passcode }),
    ...(label === '' ? {} : { label }),
  };
}
