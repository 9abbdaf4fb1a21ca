import { lazy, Suspense, useMemo, useState } from 'react';
import { GUEST_NAME } from '../../../../shared/calling/signalProtocol';
import { personName } from '../../../../shared/calling/personName';
import { useAppSelector } from '../../../state/hooks';
import { ErrorState } from '../../../ui/feedback/ErrorState';
import { LoadingState } from '../../../ui/feedback/LoadingState';
import { useKeepSessionAlive } from '../../../account/keepSessionAlive';
import { selectSessionUser } from '../../../api/sessionUser';
import { useCallSettingsQuery } from '../callingApi';
import { callingTexts } from '../callingTexts';
import { callTexts } from './callTexts';
import { MeetingRoom } from './MeetingRoom';
import { MeshCallProvider } from './meshCallProvider';

// Loaded only when VideoSDK keys are configured, so the SDK never weighs on other calls.
const VideoSdkMeeting = lazy(async () => ({
  default: (await import('./videosdk/VideoSdkMeeting')).VideoSdkMeeting,
}));

export interface MeetingAreaProps {
  meetingId: string;
}

/** The video area once a meeting ID is verified: the configured provider behind one UI. */
export function MeetingArea({ meetingId }: MeetingAreaProps) {
  const user = useAppSelector(selectSessionUser);
  const settings = useCallSettingsQuery(undefined);
  const [attempt, setAttempt] = useState(0);
  const data = settings.data?.data;
  const displayName = user ? personName(user) : GUEST_NAME;
  const token = user?.token;
  // Talking in a call is activity, though nothing on the page is touched (docs/product.md#accounts-and-sessions).
  useKeepSessionAlive(user !== null);

  let content;
  if (settings.isError) {
    content = (
      <ErrorState
        title={callingTexts.loadFailed}
        message={callingTexts.tryAgain}
        onRetry={() => void settings.refetch()}
      />
    );
  } else if (!data) {
    content = <LoadingState label={callTexts.joining} />;
  } else if (data.provider === 'videosdk') {
    content = (
      <Suspense fallback={<LoadingState label={callTexts.joining} />}>
        <VideoSdkMeeting meetingId={meetingId} displayName={displayName} token={token} />
      </Suspense>
    );
  } else {
    content = (
      // A new attempt (Join again) is a new provider: the key makes it.
      <MeshMeeting
        key={attempt}
        meetingId={meetingId}
        token={token}
        iceServers={data.ice_servers}
        onRejoin={() => setAttempt((count) => count + 1)}
      />
    );
  }
  return (
    <section className="meeting-area" aria-label={callingTexts.videoArea}>
      {content}
    </section>
  );
}

interface MeshMeetingProps {
  meetingId: string;
  token: string | undefined;
  iceServers: RTCIceServer[];
  onRejoin: () => void;
}

/** A call over the built-in provider: one provider for the life of this attempt. */
function MeshMeeting({ meetingId, token, iceServers, onRejoin }: MeshMeetingProps) {
  const provider = useMemo(
    () => new MeshCallProvider({ meetingId, token }, iceServers),
    [meetingId, token, iceServers],
  );
  return <MeetingRoom provider={provider} meetingId={meetingId} onRejoin={onRejoin} />;
}
