/**
 * How the fake server answers one request: a reply (JSON, or a string sent as it is), after a
 * pause if the server is slow, or a network failure.
 */
export type FakeReply =
  | { status?: number; body: unknown; headers?: Record<string, string>; delayMs?: number }
  | 'network-error';

/** A reply now, or one the test settles later (a server held up by hand). */
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

/**
 * A server that decides each reply from the request; undefined leaves the call to the next
 * part of the fake API.
 */
export type AnswerToCall = (call: RecordedCall) => PlannedReply | undefined;

/** How one route is answered: the same reply to every call, a list in turn, or by the call. */
export type RouteAnswer = PlannedReply | FakeReply[] | AnswerToCall;

/**
 * Answers by route: 'POST /v2/sharing/' for one method, '/v2/sharing/' for every method that
 * has no entry of its own.
 */
export type AnswersByRoute = Record<string, RouteAnswer>;

/** A fake API: a table of routes, a function of the call, or several asked in turn. */
export type FakeApi = AnswersByRoute | AnswerToCall | readonly FakeApi[];

/**
 * A fetch that answers from the fake API and records every call. A call nothing answers
 * fails as the real network would, loudly.
 */
export function fakeFetch(api: FakeApi): { fetch: typeof fetch; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const answer = answerFrom(api);
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call = await recordedCall(new Request(input, init), init);
    calls.push(call);
    const reply = (await answer(call)) ?? 'network-error';
    if (reply === 'network-error') throw new TypeError(`Failed to fetch ${call.path}`);
    if (reply.delayMs !== undefined) await pause(reply.delayMs);
    return responseOf(reply);
  };
  return { fetch, calls };
}

/**
 * Puts the fake API in place of fetch for a story (its beforeEach); returns the cleanup that
 * puts back the fetch that was there.
 */
export function installFakeApi(api: FakeApi): () => void {
  const previous = globalThis.fetch;
  globalThis.fetch = fakeFetch(api).fetch;
  return () => {
    globalThis.fetch = previous;
  };
}

/** The refusal the server sends, with its message as the one detail. */
export function errorReply(message: string, status = 400): FakeReply {
  return { status, body: { status: 'error', message, details: { details: [message] } } };
}

function answerFrom(api: FakeApi): AnswerToCall {
  if (typeof api === 'function') return api;
  if (isList(api)) {
    const parts = api.map(answerFrom);
    return (call) => {
      for (const part of parts) {
        const reply = part(call);
        if (reply !== undefined) return reply;
      }
      return undefined;
    };
  }
  return answerByRoute(api);
}

function isList(api: AnswersByRoute | readonly FakeApi[]): api is readonly FakeApi[] {
  return Array.isArray(api);
}

function answerByRoute(routes: AnswersByRoute): AnswerToCall {
  // Each table answers its lists in turn from its own copy, so a table can be used again.
  const answers = new Map(
    Object.entries(routes).map(([route, answer]) => [
      route,
      Array.isArray(answer) ? [...answer] : answer,
    ]),
  );
  return (call) => {
    const answer = answers.get(`${call.method} ${call.path}`) ?? answers.get(call.path);
    if (answer === undefined) return undefined;
    if (Array.isArray(answer)) return answer.shift() ?? 'network-error';
    return typeof answer === 'function' ? answer(call) : answer;
  };
}

async function recordedCall(request: Request, init: RequestInit | undefined) {
  const { pathname, searchParams } = new URL(request.url);
  const contentType = request.headers.get('Content-Type');
  // jsdom's File is not a body Node's Request can read: the file as the page sent it.
  const text = init?.body instanceof Blob ? await init.body.text() : await request.text();
  return {
    method: request.method,
    path: pathname,
    query: Object.fromEntries(searchParams),
    body: parsedBody(text, contentType),
    authorization: request.headers.get('Authorization'),
    contentType,
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

function responseOf(reply: Exclude<FakeReply, 'network-error'>): Response {
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
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
