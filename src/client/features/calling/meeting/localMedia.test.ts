import { describe, expect, it, vi } from 'vitest';
import { callNoticeTexts } from './callTexts';
import { openLocalMedia } from './localMedia';

const stream = { id: 'local' } as MediaStream;

describe('local media', () => {
  it('takes camera and microphone when both are allowed', async () => {
    const getUserMedia = vi.fn().mockResolvedValue(stream);
    expect(await openLocalMedia({ getUserMedia })).toEqual({ stream, notice: undefined });
  });

  it('falls back to audio only without a camera, and says so', async () => {
    const getUserMedia = vi
      .fn()
      .mockRejectedValueOnce(new DOMException('no camera', 'NotFoundError'))
      .mockResolvedValueOnce(stream);
    expect(await openLocalMedia({ getUserMedia })).toEqual({
      stream,
      notice: callNoticeTexts.audioOnly,
    });
    expect(getUserMedia).toHaveBeenLastCalledWith({ audio: true, video: false });
  });

  it('joins as a viewer when permission is refused', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    expect(await openLocalMedia({ getUserMedia })).toEqual({
      stream: null,
      notice: callNoticeTexts.viewer,
    });
  });
});
