/** Why a meeting call was refused, in words that say what to do. */
export const meetingRefusals = {
  notYourEmail: 'You can list only your own meetings: send the email address you signed in with.',
  notYourPatient: (email: string) =>
    `${email} is not an active patient of yours: invite them and wait for them to accept first.`,
  onlyDoctorsBook: 'Only a health professional can book a meeting.',
  videoSdkOff: 'Video calls here use the built-in provider: no VideoSDK keys are configured.',
  noMeeting: (id: string) => `No open meeting ${id}.`,
} as const;
