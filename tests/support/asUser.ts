import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { MotusApp } from '../../src/server/app';

/**
 * Whose request it is: a signed-in caller or their Authorization header; nobody signed in
 * (undefined, or an empty header) sends none.
 */
export type RequestSigner = { authorization: string } | string | undefined;

/** A body as app.inject sends it: an object goes as JSON, a string as it is written. */
export type RequestBody = NonNullable<InjectOptions['payload']>;

export type RequestHeaders = Record<string, string>;

export interface UserRequests {
  get(
    url: string,
    query?: Record<string, string>,
    headers?: RequestHeaders,
  ): Promise<LightMyRequestResponse>;
  post(url: string, body?: RequestBody, headers?: RequestHeaders): Promise<LightMyRequestResponse>;
  delete(
    url: string,
    body?: RequestBody,
    headers?: RequestHeaders,
  ): Promise<LightMyRequestResponse>;
}

/**
 * Requests to the app as one caller would send them: with their Authorization header (none
 * when nobody is signed in), a JSON body or the text given, and any extra headers.
 */
export function asUser(app: MotusApp, signer?: RequestSigner): UserRequests {
  const authorization = typeof signer === 'string' ? signer : signer?.authorization;
  const send = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    {
      body,
      query,
      headers = {},
    }: { body?: RequestBody; query?: Record<string, string>; headers?: RequestHeaders },
  ) =>
    app.inject({
      method,
      url,
      ...(query === undefined ? {} : { query }),
      ...(body === undefined ? {} : { payload: body }),
      headers: { ...(authorization ? { authorization } : {}), ...headers },
    });
  return {
    get: (url, query, headers) => send('GET', url, { query, headers }),
    post: (url, body, headers) => send('POST', url, { body, headers }),
    delete: (url, body, headers) => send('DELETE', url, { body, headers }),
  };
}
