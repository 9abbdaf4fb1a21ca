import { dayText } from '../dates/displayedDates';
import type { GrantAreaOption } from '../profile-config/grantArea';

/**
 * What a patient's consent to a doctor covers, as its sentence says it: the areas' titles in
 * the order they were offered (null when every area is), and the last day shared (yyyy-MM-dd;
 * null when there is no end).
 */
export interface ConsentScope {
  areaTitles: readonly string[] | null;
  lastDay: string | null;
  /** The doctor may add routines to the Workout (decision 043). */
  prescribe: boolean;
}

/** Everything, with no end: the scope docs/product.md#calling's sentences speak of. */
export const EVERYTHING_WITH_NO_END: ConsentScope = {
  areaTitles: null,
  lastDay: null,
  prescribe: false,
};

/**
 * The scope of the areas chosen (ids) among those offered: every offered area ticked is every
 * area, so its sentence is docs/product.md#calling's "my medical data".
 */
export function consentScope(
  chosen: readonly string[] | null,
  offered: readonly GrantAreaOption[],
  lastDay: string | null,
  prescribe = false,
): ConsentScope {
  const every = chosen === null || offered.every((option) => chosen.includes(option.id));
  return {
    areaTitles: every
      ? null
      : offered.filter((option) => chosen.includes(option.id)).map((option) => option.title),
    lastDay,
    prescribe,
  };
}

/** "A", "A and B", "A, B and C". */
function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

function dataText(scope: ConsentScope): string {
  return scope.areaTitles === null
    ? 'my medical data'
    : `only my ${listText(scope.areaTitles)} data`;
}

/** Said only when the switch is on, so the sentences without it stay word for word. */
function prescribeText(scope: ConsentScope, verb: 'to add' | 'adding'): string {
  return scope.prescribe ? ` and ${verb} routines to my Workout` : '';
}

function untilText(scope: ConsentScope): string {
  const removed = 'until I remove them from My Doctors';
  return scope.lastDay === null
    ? removed
    : `until the end of ${dayText(scope.lastDay)} or ${removed}, whichever comes first`;
}

/**
 * The consent of Invite Doctor (docs/product.md#care-team), shown as the patient chooses and stored
 * with the grant. With every area and no end it is docs/product.md#calling's sentence word for word.
 */
export function inviteDoctorConsent(scope: ConsentScope): string {
  return `Sending this invite is my consent for the doctor to view ${dataText(scope)}${prescribeText(scope, 'to add')} on Motus, ${untilText(scope)}.`;
}

/**
 * The consent before a patient accepts a doctor's invite (docs/product.md#care-team). With every area and
 * no end it is docs/product.md#calling's sentence word for word.
 */
export function acceptDoctorConsent(doctorName: string, scope: ConsentScope): string {
  return `I consent to ${doctorName} viewing ${dataText(scope)}${prescribeText(scope, 'adding')} on Motus, ${untilText(scope)}.`;
}

/** The sentence a grant changed on the Sharing page is stored with. */
export function sharingPageConsent(scope: ConsentScope): string {
  return `I share ${dataText(scope)} with my doctor${scope.prescribe ? ', who may add routines to my Workout,' : ''} on Motus, ${untilText(scope)}, as set on my Sharing page.`;
}
