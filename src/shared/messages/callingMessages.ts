/** The calling area's toasts and validation texts, verbatim from docs/product.md#calling. */
export const callingMessages = {
  meetingInitiated: 'Meeting Successfully Initiated!',
  contactDeleted: 'Contact Deleted!',
  doctorContactDeleted: 'Success, Please Check email!',
  inviteAccepted: 'Successfully Accepted Invitation!',
  inviteDeclined: 'Successfully Declined Invitation!',
  doctorInvited: 'Doctor Invite Sucessfull!',
  patientInvited: 'Patient Invite Sucessfull!',
  invitedToGetApp: 'Invited User to Get The App First!',

  verifyFailed: 'Unable to Verify Meeting ID!',
  meetingNotFound: 'Meeting ID Not Found!',
  meetingsFailed: 'Unable to retrieve booked meetings!',
  patientsFailed: 'Unable retrieve patients!',
  doctorsFailed: 'Unable retrieve doctors!',
  invitesFailed: 'Unable to retrieve invites!',
  deleteContactFailed: 'Unable to Delete Contact!',
  acceptFailed: 'Unable to accept invite!',
  declineFailed: 'Unable to decline invite!',
  inviteDoctorFailed: 'Unable to invite doctor!',
  invitePatientFailed: 'Unable to invite patient!',

  requiredField: 'This field is required',
  provideMeetingId: 'Please Provide your Meeting ID!',
  provideEmail: 'Please provide an email address!',
  provideValidEmail: 'Please provide a valid email address!',

  /** Motus's own addition: booking a meeting (a doctor with a patient; docs/api.md). */
  meetingBooked: 'Meeting Booked!',
  bookFailed: 'Unable to book meeting!',
} as const;

/** What the server says, in the message of an invite reply, when the address has no account. */
export const INVITED_TO_GET_APP = 'Invited user to get the app first';
/** The plain texts of the accept and decline links (docs/product.md#calling). */
export const INVITE_ACCEPTED_TEXT = 'Successfully accepted invitation';
export const INVITE_DECLINED_TEXT = 'Successfully declined invitation';
