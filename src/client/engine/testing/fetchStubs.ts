import { vi } from 'vitest';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A request the stub received, with its body parsed. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stubs fetch with a function of the request, and records every request it was given, so a
 * test can say what was sent and how often.
 */
export function stubFetch(reply: (request: SeenRequest) => Response | Promise<Response>) {
  const seen: SeenRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const seenRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
    seen.push(seenRequest);
    return reply(seenRequest);
  });
  vi.stubGlobal('fetch', fetchStub);
  return { seen, fetchStub };
}
