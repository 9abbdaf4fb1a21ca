import type { HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { MotusApp } from '../../src/server/app';

/**
 * Whose request it is: a signed-in caller or their Authorization header; nobody signed in
 * (undefined, or an empty header) sends none.
 */
export type RequestSigner = { authorization: string } | string | undefined;

/** A body as app.inject sends it: an object goes as JSON, a string as it is written. */
export type RequestBody = NonNullable<InjectOptions['payload']>;

export type RequestHeaders = Record<string, string>;

export type RequestQuery = Record<string, string>;

/** One request in full: what get, post and delete leave out, or a method the data chooses. */
export interface UserRequest {
  method: HTTPMethods;
  url: string;
  query?: RequestQuery;
  body?: RequestBody;
  headers?: RequestHeaders;
}

/** A request to the app in this process, which can also say where it comes from. */
export interface InjectedRequest extends UserRequest {
  /** The caller's address, for what the server counts per address (its request limits). */
  remoteAddress?: string;
}

export interface UserRequests<Reply, Request extends UserRequest = UserRequest> {
  get(url: string, query?: RequestQuery, headers?: RequestHeaders): Promise<Reply>;
  post(url: string, body?: RequestBody, headers?: RequestHeaders): Promise<Reply>;
  delete(url: string, body?: RequestBody, headers?: RequestHeaders): Promise<Reply>;
  send(request: Request): Promise<Reply>;
}

/**
 * Requests as one caller would send them: with their Authorization header (none when nobody
 * is signed in), a JSON body or the text given, and any extra headers. To the app through
 * app.inject; to a server listening at an address (another process, one that is killed and
 * started again) over the network with fetch, its replies fetch's own.
 */
export function asUser(
  app: MotusApp,
  signer?: RequestSigner,
): UserRequests<LightMyRequestResponse, InjectedRequest>;
export function asUser(serverUrl: string, signer?: RequestSigner): UserRequests<Response>;
export function asUser(
  target: MotusApp | string,
  signer?: RequestSigner,
): UserRequests<LightMyRequestResponse, InjectedRequest> | UserRequests<Response> {
  const authorization = typeof signer === 'string' ? signer : signer?.authorization;
  const signed = (headers: RequestHeaders = {}) => ({
    ...(authorization ? { authorization } : {}),
    ...headers,
  });
  return typeof target === 'string'
    ? requestsOf((request) => fetched(target, { ...request, headers: signed(request.headers) }))
    : requestsOf((request: InjectedRequest) =>
        injected(target, { ...request, headers: signed(request.headers) }),
      );
}

function requestsOf<Reply, Request extends UserRequest>(
  send: (request: Request) => Promise<Reply>,
): UserRequests<Reply, Request> {
  // The shorthands carry no remoteAddress, so they are requests of every kind.
  const sendAny = send as (request: UserRequest) => Promise<Reply>;
  return {
    get: (url, query, headers) => sendAny({ method: 'GET', url, query, headers }),
    post: (url, body, headers) => sendAny({ method: 'POST', url, body, headers }),
    delete: (url, body, headers) => sendAny({ method: 'DELETE', url, body, headers }),
    send,
  };
}

function injected(
  app: MotusApp,
  { method, url, query, body, headers, remoteAddress }: InjectedRequest,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers,
    ...(query === undefined ? {} : { query }),
    ...(body === undefined ? {} : { payload: body }),
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
}

function fetched(
  serverUrl: string,
  { method, url, query, body, headers }: UserRequest,
): Promise<Response> {
  const address = new URL(`${serverUrl}${url}`);
  for (const [name, value] of Object.entries(query ?? {})) address.searchParams.set(name, value);
  const text = body === undefined || typeof body === 'string' ? body : JSON.stringify(body);
  return fetch(address, {
    method,
    headers: {
      // An object goes as JSON, as app.inject sends it.
      ...(body === undefined || typeof body === 'string'
        ? {}
        : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(text === undefined ? {} : { body: text }),
  });
}
