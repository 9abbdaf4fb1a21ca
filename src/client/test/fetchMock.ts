import { vi } from 'vitest';

/** How the fake server answers one API path: a JSON reply, or a network failure. */
export type FakeReply = { status?: number; body: unknown } | 'network-error';

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string's parameters, e.g. { page: '2' }. */
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

/**
 * Replaces fetch with a fake API that answers by path (e.g. '/v2/user/login/') and records
 * every call. A path with no reply fails the call as the real network would, loudly.
 */
/** A reply now, or one the test settles later (a slow server). */
export type PlannedReply = FakeReply | Promise<FakeReply>;

/** A form (the templates call sends one) is recorded by its fields, anything else as JSON. */
function bodyOf(text: string, contentType: string | null): unknown {
  return contentType?.startsWith('application/x-www-form-urlencoded')
    ? Object.fromEntries(new URLSearchParams(text))
    : (JSON.parse(text) as unknown);
}

export function mockApi(replies: Record<string, PlannedReply | FakeReply[]>) {
  const calls: RecordedCall[] = [];
  const queues = new Map(
    Object.entries(replies).map(([path, reply]) => [
      path,
      Array.isArray(reply) ? [...reply] : reply,
    ]),
  );

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname, searchParams } = new URL(request.url);
    const text = await request.text();
    calls.push({
      method: request.method,
      path: pathname,
      query: Object.fromEntries(searchParams),
      body: text ? bodyOf(text, request.headers.get('content-type')) : undefined,
      authorization: request.headers.get('Authorization'),
    });
    const planned = queues.get(pathname);
    const reply = await (Array.isArray(planned) ? planned.shift() : planned);
    if (reply === undefined || reply === 'network-error') {
      throw new TypeError(`Failed to fetch ${pathname}`);
    }
    // A text reply (the invite links' plain text) goes as it is; anything else as JSON.
    const plain = typeof reply.body === 'string' ? reply.body : undefined;
    return new Response(plain ?? JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: {
        'Content-Type': plain === undefined ? 'application/json' : 'text/plain; charset=utf-8',
      },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

export function errorReply(message: string, status = 400): FakeReply {
  return { status, body: { status: 'error', message, details: { details: [message] } } };
}
