import type { InlineContentHashes } from '../pages/inlineContentHashes';

/** What the policy depends on, all known at start. */
export interface PolicyInputs {
  /** PUBLIC_URL: the origin people reach Motus at. */
  publicUrl: string;
  /** VIDEOSDK_API_KEY and VIDEOSDK_SECRET are set: calls go through VideoSDK's service. */
  videoSdk: boolean;
  /** The built pages' inline start-up script and first-screen stylesheets. */
  inline: InlineContentHashes;
}

/**
 * Where @videosdk.live/js-sdk connects (read from its bundled code, 1.1.1): it asks
 * api.videosdk.live for the meeting's servers (init-config), then talks to the region host
 * that reply names over HTTPS and a WebSocket, and sends its logs and traces where the reply
 * says, all under videosdk.live. Nothing is fetched as code: the SDK is in Motus's bundle.
 */
export const VIDEOSDK_CONNECT_SOURCES = ['https://*.videosdk.live', 'wss://*.videosdk.live'];

/** A routine's video (RoutineDetails): YouTube's privacy-enhanced player, in a frame. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** Whether people reach Motus over HTTPS (directly or through a proxy that ends TLS). */
export function servedOverHttps(publicUrl: string): boolean {
  return /^https:\/\//i.test(publicUrl);
}

/**
 * The built-in call's signalling socket at PUBLIC_URL's host. 'self' already matches a
 * same-origin ws:/wss: URL in current browsers (CSP Level 3); naming it keeps the socket
 * allowed in browsers that read 'self' as the page's own scheme only.
 */
function signallingSocketOrigin(publicUrl: string): string[] {
  if (!URL.canParse(publicUrl)) return [];
  const url = new URL(publicUrl);
  return [`${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`];
}

/**
 * The Content-Security-Policy of every reply, as directive → sources. Scripts and stylesheets
 * come from Motus's own origin, plus the pages' inline code by hash (the prerendered pages'
 * first-screen stylesheet); no inline event handlers, style attributes, eval or
 * plugins; no framing of Motus by anyone (decision 025).
 */
export function contentSecurityPolicyDirectives({
  publicUrl,
  videoSdk,
  inline,
}: PolicyInputs): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...inline.scripts,
      // VideoSDK's message worker compiles a few bytes of WebAssembly for 64-bit arithmetic
      // (long.js); WebAssembly only, never JavaScript from text.
      ...(videoSdk ? ["'wasm-unsafe-eval'"] : []),
    ],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...inline.styles],
    // React sets styles through the style object (CSSOM), which CSP does not govern; the
    // HTML the build renders has no style attribute.
    'style-src-attr': ["'none'"],
    // data: for the select fields' arrow, an SVG in forms.css.
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    // Calls play MediaStreams through srcObject, which loads nothing by URL.
    'media-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...signallingSocketOrigin(publicUrl),
      ...(videoSdk ? VIDEOSDK_CONNECT_SOURCES : []),
    ],
    // The Intl warm-up worker is a file of the build; VideoSDK starts its message worker from
    // a blob of its own bundled code (and runs it on the page if it may not).
    'worker-src': ["'self'", ...(videoSdk ? ['blob:'] : [])],
    'frame-src': [YOUTUBE_EMBED_ORIGIN],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    ...(servedOverHttps(publicUrl) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}
