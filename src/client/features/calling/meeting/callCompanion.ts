import { createContext, type ReactNode } from 'react';
import type { Participant } from './callProvider';

/** A panel lent to the meeting room to open beside the video: its button's words and what it shows. */
export interface CallCompanion {
  /** The control's label and the panel's title. */
  label: string;
  content: ReactNode;
}

/**
 * Given the others in the call, what the app offers beside the video, if anything. A hook:
 * the room calls it on every render, so the one given must stay the same for the room's life.
 */
export type UseCallCompanion = (others: readonly Participant[]) => CallCompanion | undefined;

const useNoCompanion: UseCallCompanion = () => undefined;

/**
 * Where the app composes the meeting with what other features show beside it (a doctor's
 * summary of the patient in the call, app/calling): calling knows nothing of them.
 */
export const CallCompanionContext = createContext<UseCallCompanion>(useNoCompanion);
