import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Seconds this route's body may take to arrive whole (default: `bodyTimeoutSeconds` of the plugin). */
    bodyTimeoutSeconds?: number;
  }
}

/** Browser features the app never uses, denied to it and to anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

function temCorpo(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  return raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Whether part of the request's body is still unread on the wire (inject()'s stand-in has no `complete`). */
function corpoPendente(raw: IncomingMessage): boolean {
  return temCorpo(raw) && raw.complete === false;
}

/**
 * Response headers every answer carries, and a deadline on request bodies:
 * - `Cache-Control: no-store` on every /api answer that does not set its own caching (personal
 *   data, reports, login, errors); public reference lists keep their `public, max-age`.
 * - `Permissions-Policy` denying the browser features the app does not use.
 * - A body that has not arrived whole within its route's deadline has its connection closed: a
 *   client trickling a few bytes at a time cannot hold a connection (and its memory) for minutes.
 * - An answer sent before its request's body was read (a refusal: no token, not an administrator,
 *   wrong content type, a declared length over the limit, the upload budget full, a bad upload
 *   stopped at its first bad byte) says `Connection: close` and the socket is destroyed once the
 *   answer is written. Node would otherwise read and discard the rest of the body to keep the
 *   connection alive: 15 clients sending 140 MB each made the server read 14 GB for nothing.
 */
export const httpHardeningPlugin = fp<{ bodyTimeoutSeconds: number }>(
  async (app, opts) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const raw = request.raw;
      if (!temCorpo(raw) || raw.complete) return done();
      const segundos = request.routeOptions.config?.bodyTimeoutSeconds ?? opts.bodyTimeoutSeconds;
      const timer = setTimeout(() => {
        if (raw.complete) return;
        request.log.warn(
          // The route's pattern, not the address: a query string may carry personal data.
          { segundos, route: request.routeOptions.url },
          'corpo da requisição não chegou a tempo: conexão encerrada',
        );
        // inject()'s stand-in socket has no destroy (a test's refused request leaves its body unread).
        raw.socket?.destroy?.();
      }, segundos * 1000);
      timer.unref();
      const parar = () => clearTimeout(timer);
      raw.once('end', parar);
      raw.once('close', parar);
      done();
    });

    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (corpoPendente(request.raw)) reply.header('connection', 'close');
      if (request.url.toLowerCase().startsWith('/api') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });

    // The answer is in the kernel's hands now: the rest of the body is never read.
    app.addHook('onResponse', (request, _reply, done) => {
      if (corpoPendente(request.raw)) request.raw.socket?.destroy?.();
      done();
    });
  },
  { name: 'http-hardening' },
);
