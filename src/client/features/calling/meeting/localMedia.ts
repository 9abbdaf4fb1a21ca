import { callNoticeTexts } from './callTexts';

/** What the browser let us have, and what to tell the person about it. */
export interface LocalMedia {
  stream: MediaStream | null;
  notice: string | undefined;
}

/**
 * Camera and microphone, then the microphone alone, then nothing: a call degrades to audio
 * only or to watching rather than failing.
 */
export async function openLocalMedia(
  // Absent on a page not served over https or from localhost, whatever the types say.
  devices: Pick<MediaDevices, 'getUserMedia'> | undefined = (navigator as Partial<Navigator>)
    .mediaDevices,
): Promise<LocalMedia> {
  if (!devices) return { stream: null, notice: callNoticeTexts.unsupported };
  try {
    return { stream: await devices.getUserMedia({ audio: true, video: true }), notice: undefined };
  } catch {
    try {
      const stream = await devices.getUserMedia({ audio: true, video: false });
      return { stream, notice: callNoticeTexts.audioOnly };
    } catch {
      return { stream: null, notice: callNoticeTexts.viewer };
    }
  }
}
