import { useEffect, useMemo, useState } from 'react';
import { MeetingProvider, useMeeting, useParticipant, usePubSub } from '@videosdk.live/react-sdk';
import { ErrorState } from '../../../../ui/feedback/ErrorState';
import { LoadingState } from '../../../../ui/feedback/LoadingState';
import { useVideoSdkTokenMutation } from '../../callingApi';
import { callingTexts } from '../../callingTexts';
import { callNoticeTexts, callTexts } from '../callTexts';
import { MeetingRoom } from '../MeetingRoom';
import { VideoSdkBridge, type PollMessage } from './VideoSdkBridge';

export interface VideoSdkMeetingProps {
  meetingId: string;
  displayName: string;
  /** The Motus session token; signed-in people may moderate, guests not. */
  token: string | undefined;
}

const CHAT_TOPIC = 'CHAT';
const POLL_TOPIC = 'POLL';

/** A VideoSDK stream's track as a MediaStream the meeting UI can play. */
function asMediaStream(
  ...streams: ({ track?: MediaStreamTrack } | undefined)[]
): MediaStream | null {
  const tracks = streams.flatMap((stream) => (stream?.track ? [stream.track] : []));
  return tracks.length > 0 ? new MediaStream(tracks) : null;
}

function ParticipantSync({ id, bridge }: { id: string; bridge: VideoSdkBridge }) {
  const p = useParticipant(id);
  const camera = useMemo(
    () => (p.isLocal ? asMediaStream(p.webcamStream) : asMediaStream(p.webcamStream, p.micStream)),
    [p.isLocal, p.webcamStream, p.micStream],
  );
  const screen = useMemo(() => asMediaStream(p.screenShareStream), [p.screenShareStream]);
  useEffect(() => {
    bridge.participant({
      id,
      name: p.displayName,
      isLocal: p.isLocal,
      media: { mic: p.micOn, cam: p.webcamOn, screen: p.screenShareOn ? `${id}:share` : null },
      camera,
      screen: p.screenShareOn ? screen : null,
    });
  }, [bridge, id, p.displayName, p.isLocal, p.micOn, p.webcamOn, p.screenShareOn, camera, screen]);
  return null;
}

/** The hooks of VideoSDK, inside its MeetingProvider, feeding the bridge. */
function VideoSdkSync({ bridge }: { bridge: VideoSdkBridge }) {
  const meeting = useMeeting({
    onMeetingJoined: () => bridge.joined(),
    onMeetingLeft: () => bridge.finished('ended', callNoticeTexts.meetingEnded),
    onParticipantLeft: (participant: { id: string }) => bridge.participantLeft(participant.id),
    onError: ({ message }: { message: string }) => bridge.finished('failed', message),
  });
  const chat = usePubSub(CHAT_TOPIC, {
    onMessageReceived: (message) =>
      bridge.chatReceived({
        id: message.id,
        from: message.senderId,
        name: message.senderName,
        text: message.message,
        at: message.timestamp,
      }),
  });
  const polls = usePubSub(POLL_TOPIC, {
    onMessageReceived: (message) =>
      bridge.pollReceived(
        JSON.parse(message.message) as PollMessage,
        message.senderId,
        message.senderName,
      ),
  });
  useEffect(() => {
    bridge.connect({
      join: () => Promise.resolve(meeting.join()),
      leave: () => Promise.resolve(meeting.leave()),
      end: () => Promise.resolve(meeting.end()),
      toggleMic: () => Promise.resolve(meeting.toggleMic()),
      toggleWebcam: () => Promise.resolve(meeting.toggleWebcam()),
      toggleScreenShare: () => Promise.resolve(meeting.toggleScreenShare()),
      publishChat: (text) => Promise.resolve(chat.publish(text, { persist: false })),
      publishPoll: (message) =>
        Promise.resolve(polls.publish(JSON.stringify(message), { persist: true })),
      removeParticipant: (id) => Promise.resolve(meeting.participants.get(id)?.remove()),
    });
  }, [bridge, meeting, chat, polls]);
  return (
    <>
      {[...meeting.participants.keys()].map((id) => (
        <ParticipantSync key={id} id={id} bridge={bridge} />
      ))}
    </>
  );
}

/**
 * The second provider (docs/product.md#calling): VideoSDK, with a token our server mints (the key never
 * reaches the browser), drawn by the same meeting UI as the built-in mesh.
 */
export function VideoSdkMeeting({ meetingId, displayName, token }: VideoSdkMeetingProps) {
  const [mintToken, minted] = useVideoSdkTokenMutation();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    void mintToken(meetingId);
  }, [mintToken, meetingId]);

  if (minted.isError) {
    return (
      <ErrorState
        title={callingTexts.loadFailed}
        message={callingTexts.tryAgain}
        onRetry={() => void mintToken(meetingId)}
      />
    );
  }
  const sdkToken = minted.data?.data.token;
  if (!sdkToken) return <LoadingState label={callTexts.joining} />;
  return (
    <MeetingProvider
      token={sdkToken}
      config={{
        meetingId,
        name: displayName,
        micEnabled: true,
        webcamEnabled: true,
        debugMode: false,
      }}
      joinWithoutUserInteraction={false}
    >
      {/* A new attempt (Join again) is a new bridge: the key makes it. */}
      <VideoSdkAttempt
        key={attempt}
        signedIn={token !== undefined}
        meetingId={meetingId}
        onRejoin={() => setAttempt((count) => count + 1)}
      />
    </MeetingProvider>
  );
}

interface VideoSdkAttemptProps {
  signedIn: boolean;
  meetingId: string;
  onRejoin: () => void;
}

/** One attempt at the meeting: the bridge between the SDK and the meeting UI lives as long. */
function VideoSdkAttempt({ signedIn, meetingId, onRejoin }: VideoSdkAttemptProps) {
  const bridge = useMemo(() => new VideoSdkBridge(signedIn), [signedIn]);
  return (
    <>
      <VideoSdkSync bridge={bridge} />
      <MeetingRoom provider={bridge} meetingId={meetingId} onRejoin={onRejoin} />
    </>
  );
}
