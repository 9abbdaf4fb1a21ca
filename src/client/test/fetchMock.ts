import { vi } from 'vitest';

/**
 * How the fake server answers one request: a reply (JSON, or a string sent as it is), or a
 * network failure.
 */
export type FakeReply =
  { status?: number; body: unknown; headers?: Record<string, string> } | 'network-error';

/** A reply now, or one the test settles later (a slow server). */
export type PlannedReply = FakeReply | Promise<FakeReply>;

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string's parameters, e.g. { page: '2' }. */
  query: Record<string, string>;
  /** JSON and form bodies as their fields; a body of another type (a file) as the text sent. */
  body: unknown;
  authorization: string | null;
  contentType: string | null;
}

/** Replies by API path: one for every call, or a list answered in turn. */
export type RepliesByPath = Record<string, PlannedReply | FakeReply[]>;

/** A server that decides each reply from the request. */
export type AnswerToCall = (call: RecordedCall) => PlannedReply;

/**
 * Replaces fetch with a fake API and records every call. It answers by path (e.g.
 * '/v2/user/login/'), where a path with no reply fails the call as the real network would,
 * loudly; or by a function of the call, for a server whose reply depends on what was sent.
 */
export function mockApi(replies: RepliesByPath | AnswerToCall) {
  const calls: RecordedCall[] = [];
  const answer = typeof replies === 'function' ? replies : answerByPath(replies);

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname, searchParams } = new URL(request.url);
    const contentType = request.headers.get('Content-Type');
    // jsdom's File is not a body Node's Request can read: the file as the page sent it.
    const text = init?.body instanceof Blob ? await init.body.text() : await request.text();
    const call: RecordedCall = {
      method: request.method,
      path: pathname,
      query: Object.fromEntries(searchParams),
      body: parsedBody(text, contentType),
      authorization: request.headers.get('Authorization'),
      contentType,
    };
    calls.push(call);
    const reply = await answer(call);
    if (reply === 'network-error') throw new TypeError(`Failed to fetch ${pathname}`);
    // A text reply (the invite links' plain text, an export's file) goes as it is; anything
    // else as JSON.
    const plain = typeof reply.body === 'string' ? reply.body : undefined;
    return new Response(plain ?? JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: {
        'Content-Type': plain === undefined ? 'application/json' : 'text/plain; charset=utf-8',
        ...reply.headers,
      },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

function answerByPath(replies: RepliesByPath): AnswerToCall {
  const queues = new Map(
    Object.entries(replies).map(([path, reply]) => [
      path,
      Array.isArray(reply) ? [...reply] : reply,
    ]),
  );
  return async ({ path }) => {
    const planned = queues.get(path);
    return (await (Array.isArray(planned) ? planned.shift() : planned)) ?? 'network-error';
  };
}

function parsedBody(text: string, contentType: string | null): unknown {
  if (text === '') return undefined;
  const mediaType = contentType?.split(';')[0]?.trim();
  if (mediaType === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(text));
  }
  // A string body the page gave no type goes as text/plain: read as JSON like a typed one.
  if (mediaType === undefined || mediaType === 'application/json' || mediaType === 'text/plain') {
    return JSON.parse(text) as unknown;
  }
  return text;
}

export function errorReply(message: string, status = 400): FakeReply {
  return { status, body: { status: 'error', message, details: { details: [message] } } };
}
