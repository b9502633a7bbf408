import axios, { AxiosHeaders, isAxiosError, type AxiosRequestConfig } from 'axios';
import { API_ENV, APP_VERSION, CATERING_CLIENT_SUB, CLIENT_TYPE } from '../config/client';
import { ApiError } from './api-error';

/**
 * What the http client needs to know about the session. The app registers it once
 * (`configureHttpClient`) so that this layer never imports client state.
 */
export interface HttpClientContext {
  getAccessToken: () => string | undefined;
  getDeviceId: () => string;
  isCatering: () => boolean;
  /** The visitor's language tag, sent as `Accept-Language`: the server answers menu texts in it. */
  getLanguage?: () => string;
  /** The guest secret of this order, if the visitor holds one: sent as `X-Order-Secret`. */
  getOrderSecret?: (orderId: string) => string | undefined;
  /**
   * The server refused the token a call carried (401): the session it belongs to is over. Called
   * with that token, so a newer session signed in meanwhile is left alone.
   */
  onTokenRefused?: (token: string) => void;
}

let context: HttpClientContext = {
  getAccessToken: () => undefined,
  getDeviceId: () => 'unknown-device',
  isCatering: () => false,
};

export const configureHttpClient = (next: HttpClientContext): void => {
  context = next;
};

/**
 * The single axios instance every generated hook goes through. Every answer must be JSON: a body
 * that does not parse (a proxy's HTML error page, a cut-off response) fails the call as a
 * connection issue rather than reaching the page as text (axios by default passes it on silently).
 */
export const axiosInstance = axios.create({
  baseURL: '/',
  timeout: 20_000,
  responseType: 'json',
  transitional: { silentJSONParsing: false, forcedJSONParsing: true, clarifyTimeoutError: false },
  // No XSRF cookie: calls carry a bearer token. Where the browser has the Cookie Store API, axios
  // otherwise holds every call back until the store has answered, a task or more later.
  xsrfCookieName: '',
});

/** The order a call is about: `/orders/{id}…`, `/upsells/{orderId}…`, `/carts/{orderId}…`. */
const ORDER_PATH = /^\/?api\/v[12]\/(?:orders|upsells|carts)\/([0-9a-f]{8}-[0-9a-f-]{27})(?:[/?]|$)/i;

export const orderIdOfPath = (url: string | undefined): string | undefined => ORDER_PATH.exec(url ?? '')?.[1];

axiosInstance.interceptors.request.use((config) => {
  const headers = AxiosHeaders.from(config.headers);
  // A call may name its own environment or version (the offers lookup, SPEC §7); others get the site's.
  if (!headers.has('X-Env')) headers.set('X-Env', API_ENV);
  headers.set('X-Device-Id', context.getDeviceId());
  headers.set('X-Client', CLIENT_TYPE);
  if (!headers.has('X-Client-Version')) headers.set('X-Client-Version', APP_VERSION);
  if (context.isCatering()) headers.set('X-Client-Sub', CATERING_CLIENT_SUB);
  // A call keyed by its language names it itself (menus); others get the visitor's.
  const language = context.getLanguage?.();
  if (language && !headers.has('Accept-Language')) headers.set('Accept-Language', language);
  const token = context.getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A guest's placed order answers only with its secret (the contract's `orders` tag).
  const orderId = orderIdOfPath(config.url);
  const secret = orderId === undefined ? undefined : context.getOrderSecret?.(orderId);
  if (secret) headers.set('X-Order-Secret', secret);
  config.headers = headers;
  return config;
});

const BEARER = /^Bearer (.+)$/;

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Already sent again without its refused token: not sent a third time. */
    retriedAsGuest?: boolean;
  }
}

/**
 * A 401 for a call that carried a token ends that session (the contract: "the client then signs out
 * and continues as a guest"), and the call is sent once more without it: a guest's order calls go
 * on, a member-only call fails as it must.
 */
axiosInstance.interceptors.response.use(undefined, async (error: unknown) => {
  const apiError = ApiError.from(error);
  if (apiError.status !== 401 || !isAxiosError(error) || !error.config) throw apiError;
  const headers = AxiosHeaders.from(error.config.headers);
  const sent = headers.get('Authorization');
  const token = typeof sent === 'string' ? BEARER.exec(sent)?.[1] : undefined;
  if (!token || error.config.retriedAsGuest) throw apiError;
  context.onTokenRefused?.(token);
  if (context.getAccessToken() === token) throw apiError;
  headers.delete('Authorization');
  return axiosInstance.request({ ...error.config, headers, retriedAsGuest: true });
});

/**
 * The answer checks and the table of operations they use load with the first call, beside it,
 * rather than with the start bundle. Failing to load them fails the call like a lost connection.
 */
const responseCheckOf = (method: string | undefined, url: string | undefined) =>
  import('./response-check').then(
    (module) => module.responseCheckOf(method, url),
    () => {
      throw new ApiError(0, []);
    },
  );

/**
 * orval mutator: every generated call resolves with the response body or rejects with an ApiError.
 * Each success body is checked against its operation's generated schema first (loaded beside the
 * call), so an answer of the wrong shape fails here instead of throwing in whatever renders it.
 */
export const httpClient = async <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> => {
  const request = { ...config, ...options };
  const check = responseCheckOf(request.method, request.url);
  // A call that fails first leaves the check's load unawaited: its failure then matters to no one.
  check.catch(() => undefined);
  const response = await axiosInstance.request<T>(request);
  return (await check)(response.status, response.data);
};

export type ErrorType<_Error> = ApiError;
export type BodyType<Body> = Body;
