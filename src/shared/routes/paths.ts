import { SHARED_VIEWER_ROUTE } from '../api/yourDataEndpoints.ts';

/**
 * Every client route of docs/product.md#routes-and-navigation except the profile pages, whose routes
 * are in their configs (profile-configs/*.json), in one place: the client builds its
 * router and links from here, the server its mail links. Components build
 * links from here; nobody writes a URL string by hand.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  forgotPassword: '/forgot-password',
  termsAndConditions: '/terms-and-conditions',
  joinMobileMeeting: '/join-mobile-meeting',
  calling: '/motus-calling',
  profile: '/profile',
  dashboard: '/dashboard',
  workout: '/workout',
  joinMeeting: '/join-meeting',
  about: '/about',
  /** The writes kept on this device that have not reached Motus yet. */
  waiting: '/waiting',
  /** A doctor's patient: /patients/{id}, and a profile of theirs under it. */
  patients: '/patients',
  /** The patient's grants to their doctors and the log of who has seen their data. */
  sharing: '/sharing',
  /** A passcode link's viewer, public: the link itself follows in the fragment. */
  sharedViewer: SHARED_VIEWER_ROUTE,
  /** An administrator's page: the clinic's clinicians and their invitations. */
  clinicians: '/clinicians',
  /**
   * The page of a clinician's invitation link, public: /v2/admin/clinician-invites/{token}/. It
   * lies under the API's /v2/ because the link is the API's address for the invitation; the
   * server sends the app's page for it (isPageUnderApi).
   */
  clinicianInvite: '/v2/admin/clinician-invites/:token',
} as const;

/**
 * A passcode link's viewer address: /shared#shlink:/…. The link goes in the fragment, which a
 * browser never sends to the server.
 */
export function sharedViewerHref(shlink: string): string {
  return `${paths.sharedViewer}#${shlink}`;
}

/** The Sharing page's section where a person downloads their data (its element id). */
export const YOUR_DATA_SECTION_ID = 'your-data';

/** The Sharing page, scrolled to the download of one's data: /sharing#your-data. */
export function yourDataHref(): string {
  return `${paths.sharing}#${YOUR_DATA_SECTION_ID}`;
}

/** A doctor's page of one patient: the shared areas' cards. */
export function patientHref(patientId: number): string {
  return `${paths.patients}/${patientId}`;
}

/** A patient's profile (its config's route, e.g. /vitalsprofile) in the doctor's read-only view. */
export function patientProfileHref(patientId: number, profileRoute: string): string {
  return `${patientHref(patientId)}${profileRoute}`;
}

/** The query parameter of a profile's address that opens the tab showing one dataset. */
export const DATASET_TAB_PARAMETER = 'dataset';

/** A patient's profile opened at the tab of one dataset: /patients/12/labprofile?dataset=120. */
export function patientDatasetHref(
  patientId: number,
  profileRoute: string,
  datasetId: number,
): string {
  return `${patientProfileHref(patientId, profileRoute)}?${DATASET_TAB_PARAMETER}=${datasetId}`;
}

export type AppPath = (typeof paths)[keyof typeof paths];

/** The page a clinician's invitation mail links to. */
export function clinicianInviteHref(token: string): string {
  return `${paths.clinicianInvite.replace(':token', encodeURIComponent(token))}/`;
}

const PAGES_UNDER_API = [/^\/v2\/admin\/clinician-invites\/[^/]+\/?$/];

/** Whether a path under an API prefix is one of the app's pages all the same. */
export function isPageUnderApi(pathname: string): boolean {
  return PAGES_UNDER_API.some((page) => page.test(pathname));
}

export function resetPasswordHref(token: string): string {
  return `${paths.resetPassword}?${new URLSearchParams({ token }).toString()}`;
}

/** A meeting's way in: /join-meeting?meetingid= (docs/product.md#calling). */
export function joinMeetingHref(meetingId: string): string {
  return `${paths.joinMeeting}?${new URLSearchParams({ meetingid: meetingId }).toString()}`;
}

/**
 * The routes docs/product.md#routes-and-navigation marks signed-in only: a visitor is sent to /login.
 * The profile pages are signed-in too; their routes come from the profile configs
 * (accountEndpoints.profileRoutes), not from here.
 */
export const signedInOnlyPaths: ReadonlySet<string> = new Set([
  paths.profile,
  paths.dashboard,
  paths.workout,
  paths.joinMeeting,
  paths.about,
  paths.sharing,
  paths.clinicians,
]);
