import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { layoutTexts } from '../../ui/layout/layoutTexts';
import { PageHeader } from '../../ui/layout/PageHeader';
import { callingTexts } from './callingTexts';
import { asksToJoinAtOnce } from './joinAtOnce';
import { JoinMeetingForm } from './JoinMeetingForm';
import { MeetingArea } from './meeting/MeetingArea';
import './CallingPage.css';

/**
 * The meeting-ID form, replaced by the video area once the ID is verified (docs/product.md#calling). The
 * address may carry the ID as ?meetingid=; the links of Meetings Booked do, and join at once.
 */
export function JoinMeetingScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const [verified, setVerified] = useState<string | undefined>(undefined);
  return (
    <div className="calling">
      <title>{layoutTexts.documentTitle(callingTexts.joinAMeeting)}</title>
      <PageHeader
        title={callingTexts.joinTitle}
        subtitle={verified ? undefined : callingTexts.joinSubtitle}
      />
      {verified ? (
        <MeetingArea meetingId={verified} />
      ) : (
        <div className="calling__join">
          <JoinMeetingForm
            initialMeetingId={params.get('meetingid') ?? ''}
            joinAtOnce={asksToJoinAtOnce(location.state)}
            onVerified={setVerified}
          />
        </div>
      )}
    </div>
  );
}
