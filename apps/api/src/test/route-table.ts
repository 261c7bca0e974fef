import type { RouteOptions } from 'fastify';

/** One method of one registered route, keyed "METHOD /path" as the expectation tables write it. */
export interface ApiRoute {
  key: string;
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

/**
 * Registered routes that are not API calls, left out on purpose: the API reference (pages and
 * assets served by a separate Fastify instance) and the built web app's files.
 */
export const NOT_API_CALLS: ReadonlySet<string> = new Set([
  'GET /api/docs',
  'HEAD /api/docs',
  'GET /api/docs/*',
  'HEAD /api/docs/*',
  'GET /',
  'HEAD /',
  'GET /*',
  'HEAD /*',
]);

/**
 * The API calls of a route table collected with `onRoute`, one entry per method. The HEAD twin
 * Fastify adds to every GET runs the GET's hooks and handler, so it is not listed twice.
 */
export function apiRoutes(routes: readonly RouteOptions[]): ApiRoute[] {
  const all = routes.flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
      key: `${method} ${route.url}`,
      method,
      url: route.url,
      schema: route.schema,
    })),
  );
  const gets = new Set(all.filter((r) => r.method === 'GET').map((r) => r.url));
  return all.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)) && !NOT_API_CALLS.has(r.key));
}

/** Fills a route's `:param` (and `*`) placeholders; a placeholder without a value is an error. */
export function fillPath(url: string, params: Record<string, string | number | undefined>): string {
  return url.replace(/:(\w+)|\*/g, (match, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (value === undefined) throw new Error(`no value for ${match} in ${url}`);
    return encodePathSegment(String(value));
  });
}

/** Percent-encodes a path segment as a client would send it, lone surrogates as U+FFFD's bytes. */
function encodePathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}
