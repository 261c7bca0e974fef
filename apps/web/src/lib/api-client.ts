import type { AuthData, ErrorResponse } from '@guia/shared';
import { authStore } from './auth-store';

/** A failed call, carrying the server's Portuguese message and per-field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorResponse>,
  ) {
    super(
      body.clientMessage ?? body.error ?? 'Não foi possível completar a operação. Verifique sua conexão.',
    );
  }
  get code() {
    return this.body.code;
  }
  get fields() {
    return this.body.fields ?? {};
  }
}

export interface Envelope<T> {
  data: T;
  message?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query parameters: undefined, null and '' are left out; arrays repeat the key. */
export type QueryParams = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number)[]
>;

/** `path?query` with the parameters in a stable order (sorted keys), so equal lists share one URL. */
export function withQuery(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

let onSessionEnded: (encerrada: AuthData) => void = () => {
  window.location.assign('/');
};

/** What to do when the session cannot be refreshed (set by the router); it gets the session that ended. */
export function setSessionEndedHandler(handler: (encerrada: AuthData) => void) {
  onSessionEnded = handler;
}

type RefreshOutcome = 'refreshed' | 'rejected' | 'offline';
let refreshing: Promise<RefreshOutcome> | null = null;

/** Trades the refresh token for a new pair; concurrent 401s share one refresh. */
function refreshSession(): Promise<RefreshOutcome> {
  refreshing ??= (async (): Promise<RefreshOutcome> => {
    const auth = authStore.get();
    if (!auth?.refreshToken) return 'rejected';
    let res: Response;
    try {
      res = await fetch('/api/Login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: auth.refreshToken }),
      });
    } catch {
      // A dropped rural connection is not a dead session: keep the user signed in.
      return 'offline';
    }
    if (res.status >= 500) return 'offline';
    if (!res.ok) return 'rejected';
    const body = (await res.json()) as Envelope<AuthData>;
    authStore.set(body.data);
    return 'refreshed';
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

const OFFLINE_MESSAGE = 'Sem conexão com o servidor. Verifique sua internet e tente novamente.';

function language() {
  return (typeof navigator !== 'undefined' ? navigator.language : 'pt').slice(0, 2);
}

/** Sends a call with the bearer token; refreshes once on an expired token; throws ApiError unless 2xx. */
async function send(
  method: Method,
  path: string,
  body: unknown,
  accept: string,
  extra: Record<string, string> = {},
  retried = false,
): Promise<Response> {
  const auth = authStore.get();
  const headers: Record<string, string> = { ...extra, accept };
  // A FormData (an upload) sets its own multipart content type, boundary included.
  const formulario = body instanceof FormData;
  if (body !== undefined && !formulario) headers['content-type'] = 'application/json';
  if (auth?.token) {
    headers.authorization = `Bearer ${auth.token}`;
    headers['accept-language'] = language();
  }
  let res: Response;
  try {
    res = await fetch(`/api/${path.replace(/^\//, '')}`, {
      method,
      headers,
      body: body === undefined ? undefined : formulario ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, { error: OFFLINE_MESSAGE, code: 'network_error' });
  }
  if (res.ok) return res;
  const payload = (await res.json().catch(() => ({}))) as Partial<ErrorResponse>;
  if (res.status === 401 && auth && (payload.code === 'invalid_token' || payload.code === 'expired_token')) {
    const outcome = retried ? 'rejected' : await refreshSession();
    if (outcome === 'refreshed') return send(method, path, body, accept, extra, true);
    if (outcome === 'offline') throw new ApiError(0, { error: OFFLINE_MESSAGE, code: 'network_error' });
    authStore.set(null);
    onSessionEnded(auth);
  }
  // The server's terms gate: newer terms were published (or never accepted). The terms screen
  // replaces the page rather than an error.
  if (res.status === 403 && auth && payload.code === 'terms_required') authStore.update({ aceite: false });
  throw new ApiError(res.status, payload.error ? payload : { error: res.statusText || 'Erro inesperado' });
}

async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  extra?: Record<string, string>,
): Promise<Envelope<T>> {
  const res = await send(method, path, body, 'application/json', extra);
  return (await res.json().catch(() => ({}))) as Envelope<T>;
}

/** An answer with its `ETag`: a document edited by several people and saved back with `If-Match`. */
export interface Versioned<T> extends Envelope<T> {
  etag: string | null;
}

async function versioned<T>(
  method: Method,
  path: string,
  body: unknown,
  extra: Record<string, string>,
): Promise<Versioned<T>> {
  const res = await send(method, path, body, 'application/json', extra);
  const envelope = (await res.json().catch(() => ({}))) as Envelope<T>;
  return { ...envelope, etag: res.headers.get('etag') };
}

/**
 * The file name of a Content-Disposition header: `filename*` (RFC 6266/5987, UTF-8) before `filename`,
 * without any folder part; null when there is none.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  let name: string | null = null;
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;\s]+))/.exec(header);
    name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2] ?? null) : null;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/** The API client: JSON (or a FormData for an upload) in, `{ data, message }` out, ApiError on failure. */
export const api = {
  get: <T>(path: string, params?: QueryParams) => request<T>('GET', withQuery(path, params)),
  /** `headers`: extra request headers (an `Idempotency-Key`). */
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    request<T>('POST', path, body ?? {}, headers),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body ?? {}),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
  /** GET with the answer's ETag. */
  getVersioned: <T>(path: string) => versioned<T>('GET', path, undefined, {}),
  /** POST that only succeeds if the document is still at `etag` (else 409 from the server). */
  postIfMatch: <T>(path: string, body: unknown, etag: string | null) =>
    versioned<T>('POST', path, body, etag ? { 'if-match': etag } : {}),
  /** A file (PDF, evidence) as a Blob, under the same authorization and refresh rules: no token in a URL. */
  blob: async (path: string, accept = '*/*', params?: QueryParams) =>
    (await send('GET', withQuery(path, params), undefined, accept)).blob(),
  /** A file as a Blob with the name the server gives it (Content-Disposition), null when it gives none. */
  file: async (path: string, accept = '*/*'): Promise<{ blob: Blob; fileName: string | null }> => {
    const res = await send('GET', path, undefined, accept);
    return {
      blob: await res.blob(),
      fileName: fileNameFromDisposition(res.headers.get('content-disposition')),
    };
  },
};
