import { useEffect, useRef } from 'react';

export interface VideoViewProps {
  stream: MediaStream;
  /** The local person's own picture: muted, so they do not hear themselves. */
  muted: boolean;
  label: string;
  mirrored?: boolean;
}

/** A live stream in a <video>; srcObject cannot be set as an attribute. */
export function VideoView({ stream, muted, label, mirrored = false }: VideoViewProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      className={mirrored ? 'call-tile__video call-tile__video--mirrored' : 'call-tile__video'}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
    />
  );
}
