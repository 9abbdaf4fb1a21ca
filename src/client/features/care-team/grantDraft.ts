import { DateTime } from 'luxon';
import type { SharingRow } from '../../../shared/api/careTeamContract';
import { WORKOUT_AREA } from '../../../shared/api/careTeamParameters';
import { DATE_FORMAT } from '../../../shared/dates/dateFormats';
import { consentScope, type ConsentScope } from '../../../shared/messages/consentSentences';
import type { GrantAreaOption } from '../../../shared/profile-config/grantArea';
import { sharingTexts } from './sharingTexts';

/** The areas and end date a patient is choosing, before they are sent. */
export interface GrantDraft {
  /** The ticked areas' ids. */
  profiles: readonly string[];
  /** yyyy-MM-dd, the last day shared; an empty string for no end date. */
  expiresOn: string;
  /**
   * The date input holds a date typed in part: it then reads as empty, which must not be
   * taken for "no end date".
   */
  untilIncomplete?: boolean;
  /** The doctor may add routines to the Workout (decision 043); only with Workout ticked. */
  prescribe?: boolean;
}

/** What a grant says once chosen: the shape of the API's profiles and expires_on. */
export interface GrantChoice {
  profiles: string[];
  expires_on: string | null;
  /** Present (true) only when the doctor may add routines to the Workout. */
  prescribe?: true;
}

/** Every area ticked and no end date: what an invite or an accept offers first. */
export function everyAreaDraft(options: readonly GrantAreaOption[]): GrantDraft {
  return { profiles: options.map((option) => option.id), expiresOn: '' };
}

/** A doctor's grant as it stands, as the fields show it. */
export function draftOfRow(
  row: Pick<SharingRow, 'profiles' | 'expires_on'> & { prescribe?: boolean },
): GrantDraft {
  const draft = { profiles: row.profiles, expiresOn: row.expires_on ?? '' };
  return row.prescribe === true ? { ...draft, prescribe: true } : draft;
}

/** Whether the draft lets the doctor prescribe: the switch on and Workout ticked. */
export function draftPrescribes(draft: GrantDraft): boolean {
  return draft.prescribe === true && draft.profiles.includes(WORKOUT_AREA);
}

/** Ticks or unticks one area. */
export function toggleArea(draft: GrantDraft, area: string): GrantDraft {
  const profiles = draft.profiles.includes(area)
    ? draft.profiles.filter((id) => id !== area)
    : [...draft.profiles, area];
  return { ...draft, profiles };
}

/** What is wrong with a draft: which field, and in words. */
export interface GrantProblem {
  field: 'areas' | 'until';
  message: string;
}

/**
 * What is wrong with a draft, or undefined. A date input's min stops the picker, not a typed
 * date, so the date is checked here too.
 */
export function grantProblem(draft: GrantDraft, today: string): GrantProblem | undefined {
  if (draft.profiles.length === 0) return { field: 'areas', message: sharingTexts.chooseAnArea };
  if (draft.untilIncomplete) return { field: 'until', message: sharingTexts.untilNotADate };
  if (draft.expiresOn === '') return undefined;
  if (!DateTime.fromFormat(draft.expiresOn, DATE_FORMAT).isValid) {
    return { field: 'until', message: sharingTexts.untilNotADate };
  }
  // yyyy-MM-dd compares as text in calendar order.
  if (draft.expiresOn < today) return { field: 'until', message: sharingTexts.untilInPast };
  return undefined;
}

/** What is wrong with a draft, by the name of the control that says it ('areas' or 'until'). */
export function grantErrors(
  draft: GrantDraft,
  today: string,
): Partial<Record<GrantProblem['field'], string>> {
  const problem = grantProblem(draft, today);
  return problem ? { [problem.field]: problem.message } : {};
}

/**
 * The draft as the API takes it: the areas in the options' order (the order the patient saw),
 * and only areas that are still offered.
 */
export function grantChoice(draft: GrantDraft, options: readonly GrantAreaOption[]): GrantChoice {
  return {
    profiles: options.map((option) => option.id).filter((id) => draft.profiles.includes(id)),
    expires_on: draft.expiresOn === '' ? null : draft.expiresOn,
    ...(draftPrescribes(draft) ? { prescribe: true as const } : {}),
  };
}

/**
 * What a consent sentence says of the draft as it stands, so the sentence follows the boxes as
 * they are ticked; undefined while no area is ticked (there is nothing to consent to).
 */
export function draftScope(
  draft: GrantDraft,
  options: readonly GrantAreaOption[],
): ConsentScope | undefined {
  if (draft.profiles.length === 0) return undefined;
  return consentScope(
    draft.profiles,
    options,
    draft.expiresOn === '' ? null : draft.expiresOn,
    draftPrescribes(draft),
  );
}
