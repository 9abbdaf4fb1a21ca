const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The video id in what a person pastes into 'YouTube URL': a bare id, or a watch, short,
 * embed or shorts link. Undefined when there is none to find; '' stays '' (no video).
 * Only the id is stored (docs/product.md#workout-routines); links are built from it.
 */
export function youtubeVideoId(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || VIDEO_ID.test(trimmed)) return trimmed;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^(www|m)\./, '');
  let candidate: string | null | undefined;
  if (host === 'youtu.be') candidate = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    candidate =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : /^\/(embed|shorts|live|v)\/([^/]+)/.exec(url.pathname)?.[2];
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : undefined;
}

/** The privacy-enhanced embed address (no cookies until the person plays the video). */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`;
}
