import { LineIcon, type IconProps } from './LineIcon';

/** The line icons of a video call's controls. */
export function MicIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
    </LineIcon>
  );
}

export function MicOffIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M15 9.3V6a3 3 0 0 0-5.7-1.3M9 9v2a3 3 0 0 0 4.9 2.3" />
      <path d="M19 11a7 7 0 0 1-1.2 3.9M5 11a7 7 0 0 0 10.7 5.9M12 18v3M3 3l18 18" />
    </LineIcon>
  );
}

export function CameraIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="m16 10 5-3v10l-5-3" />
    </LineIcon>
  );
}

export function CameraOffIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M10 6h4a2 2 0 0 1 2 2v4m0 4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2" />
      <path d="m16 10 5-3v10l-3-1.8M3 3l18 18" />
    </LineIcon>
  );
}

export function ScreenIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </LineIcon>
  );
}

export function ChatIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 5h16v11H8l-4 4V5Z" />
    </LineIcon>
  );
}

export function PollIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 20V10M12 20V4M19 20v-7" />
    </LineIcon>
  );
}

export function PeopleIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 3.5 6" />
    </LineIcon>
  );
}

export function PinIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M9 3h6l-1 6 4 4H6l4-4-1-6ZM12 13v8" />
    </LineIcon>
  );
}

export function LeaveIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />
    </LineIcon>
  );
}

export function EndCallIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3 15.5c5-5 13-5 18 0l-2.5 2.5-3-2v-2.5a10 10 0 0 0-7 0V16l-3 2L3 15.5Z" />
    </LineIcon>
  );
}

/** A clipboard with lines: a summary of someone opened beside the call. */
export function SummaryIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V3h6v1M9 10h6M9 14h6M9 18h3" />
    </LineIcon>
  );
}
