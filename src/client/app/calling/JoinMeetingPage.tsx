import { CallCompanionContext } from '../../features/calling/meeting/callCompanion';
import { JoinMeetingScreen } from '../../features/calling/JoinMeetingScreen';
import { usePatientSummaryCompanion } from './usePatientSummaryCompanion';

/**
 * /join-meeting and /join-mobile-meeting: the join form and the call, with a doctor's summary
 * of the patient in it lent to the meeting room beside the video.
 */
export function JoinMeetingPage() {
  return (
    <CallCompanionContext value={usePatientSummaryCompanion}>
      <JoinMeetingScreen />
    </CallCompanionContext>
  );
}
