import type { Role } from '@guia/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.ts';
import { AppError, unauthorized } from '../errors.ts';

export interface AuthUser {
  id: number;
  role: Role;
  /** Refresh-token family of the session that issued this access token. */
  familia: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid access token is required. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: a valid access token of an administrator is required. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    signAccessToken: (user: AuthUser) => Promise<string>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** Stateless access tokens (HS256 JWT), verified on every call without touching the database. */
export const authPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    // Imported once: handing jose the raw bytes would re-import the HMAC key on every request.
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(config.jwtSecret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    app.decorateRequest('user', null);

    app.decorate('signAccessToken', async (user: AuthUser) =>
      new SignJWT({ role: user.role, fam: user.familia })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(`${config.ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    );

    async function authenticate(request: FastifyRequest) {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) throw unauthorized('Faça login para continuar.', 'missing_token');
      try {
        const { payload } = await jwtVerify(header.slice(7).trim(), key, { algorithms: ['HS256'] });
        const id = Number(payload.sub);
        const role = payload.role;
        if (!Number.isInteger(id) || (role !== 'visitante' && role !== 'administrador'))
          throw new Error('claims');
        request.user = { id, role, familia: String(payload.fam ?? '') };
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired)
          throw new AppError(401, 'Sua sessão expirou.', 'expired_token');
        throw new AppError(401, 'Sessão inválida. Faça login novamente.', 'invalid_token');
      }
    }

    app.decorate('authenticate', async (request: FastifyRequest) => authenticate(request));
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await authenticate(request);
      // Someone who is not an administrator must not learn that the admin area exists.
      if (request.user?.role !== 'administrador')
        throw new AppError(404, 'Endereço não encontrado.', 'not_found');
    });
  },
  { name: 'auth' },
);

/** The authenticated user of a route guarded by `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
