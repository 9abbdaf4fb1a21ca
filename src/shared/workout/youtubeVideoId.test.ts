import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeVideoId } from './youtubeVideoId';

describe('youtubeVideoId', () => {
  it('keeps a bare id and an empty field as they are', () => {
    expect(youtubeVideoId('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('  ')).toBe('');
  });

  it('finds the id in the links people paste', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(youtubeVideoId(link), link).toBe('dQw4w9WgXcQ');
    }
  });

  it('refuses what is not a YouTube video', () => {
    expect(youtubeVideoId('https://vimeo.com/12345678')).toBeUndefined();
    expect(youtubeVideoId('https://www.youtube.com/watch?v=short')).toBeUndefined();
    expect(youtubeVideoId('not a link at all')).toBeUndefined();
  });

  it('embeds through the privacy-enhanced host', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });
});
