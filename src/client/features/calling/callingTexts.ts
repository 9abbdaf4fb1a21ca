import { listPanelTexts } from '../../ui/layout/layoutTexts';

/** The calling area's words that docs/product.md#calling does not give (its messages are in shared). */
export const callingTexts = {
  pageTitle: 'Motus Calling',
  dashboardSubtitle:
    'Video consultations with your health professionals, and the people you share your health data with.',
  joinTitle: 'Join a consultation with your health professional',
  joinSubtitle:
    'Enter the meeting ID your doctor or physiotherapist gave you. You can join with camera and microphone, audio only, or just watch.',
  meetingIdLabel: 'Meeting ID',
  meetingIdHint: 'Three groups of four letters or digits, for example abcd-1234-efgh.',
  join: 'Join',
  joinAMeeting: 'Join a Meeting',
  bookAProfessional: 'Book a Professional',
  bookMeeting: 'Book Meeting',
  meetingsBooked: 'Meetings Booked',
  noMeetings: 'No meetings booked.',
  noMeetingsDoctor: 'No meetings booked. Book one with an active patient from My Patients.',
  joinMeeting: 'Join',
  meetingName: 'Meeting name',
  /** The name a new booking starts with. */
  consultationWith: (name: string) => `Consultation with ${name}`,
  /** The booking form's field, named with the zone its time is read in. */
  meetingWhen: (zone: string) => `Date and time (${zone})`,
  /** A meeting's time and the zone it is shown in: "2026-11-29 10:00 (Europe/Berlin)". */
  meetingTimeInZone: (time: string, zone: string) => `${time} (${zone})`,
  meetingWith: (name: string) => `with ${name}`,
  /** Before a meeting's ID in the list of meetings booked. */
  meetingIdShort: 'ID',
  loadFailed: listPanelTexts.loadFailed,
  tryAgain: listPanelTexts.tryAgain,
  videoArea: 'Video meeting',
} as const;
