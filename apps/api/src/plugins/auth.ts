import type { Role } from '@guia/shared';
import { and, eq, exists, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { compactVerify, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { rotaPublica } from '../access/rotas-publicas.ts';
import type { Config } from '../config.ts';
import { type Database, schema } from '../db/client.ts';
import { AppError, sessaoInvalida, unauthorized } from '../errors.ts';

export interface AuthUser {
  id: number;
  role: Role;
  /** Refresh-token family of the session that issued this access token. */
  familia: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs an access token; `issuedAt` makes it reproducible (the same pair for a repeated refresh). */
    signAccessToken: (user: AuthUser, issuedAt?: Date) => Promise<string>;
    /**
     * The session family of an access token whose signature is valid, expired or not (logout of a
     * session whose access token has just expired); null otherwise.
     */
    accessTokenFamily: (token: string) => Promise<string | null>;
    /** The current time: injectable, so tests move time instead of waiting. */
    now: () => Date;
    /**
     * The usual session check for a `sessaoNaConsulta` route that answers without its statement
     * (input refused by validation): the caller still learns 401/403 first, as on any route.
     */
    sessaoSemConsulta: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** A valid token whose live-session check the route folds into its own statement (`sessaoNaConsulta`). */
    sessaoAdiada: { id: number; familia: string } | null;
  }
  interface FastifyContextConfig {
    /** The route works for a user who has not accepted the current terms (terms, account, logout). */
    termsExempt?: boolean;
    /**
     * The route checks the session inside its own statement (`sessaoVivaSelect`, then
     * `confirmarSessao`): the hook only verifies the token, so a hot read is one round trip.
     */
    sessaoNaConsulta?: boolean;
  }
}

export const TERMS_REQUIRED_CODE = 'terms_required';
const TERMS_REQUIRED_MESSAGE = 'Aceite os termos de uso e a política de privacidade para continuar.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Signed access tokens (HS256 JWT, short-lived) that carry their session family. Each call checks,
 * in one indexed query, that the family has not been revoked (logout, reuse, password change,
 * account deletion) and reads the user's current role and acceptance of the terms.
 */
export const authPlugin = fp<{ config: Config; now?: () => Date }>(
  async (app, { config, now = () => new Date() }) => {
    app.decorate('now', now);
    // Imported once: handing jose the raw bytes would re-import the HMAC key on every request.
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(config.jwtSecret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    app.decorateRequest('user', null);
    app.decorateRequest('sessaoAdiada', null);

    app.decorate('signAccessToken', async (user: AuthUser, issuedAt = now()) => {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      return new SignJWT({ role: user.role, fam: user.familia })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuedAt(iat)
        .setExpirationTime(iat + config.ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    });

    app.decorate('accessTokenFamily', async (token: string) => {
      try {
        const { payload } = await compactVerify(token, key, { algorithms: ['HS256'] });
        const fam = (JSON.parse(new TextDecoder().decode(payload)) as { fam?: unknown }).fam;
        return typeof fam === 'string' && UUID.test(fam) ? fam : null;
      } catch {
        return null;
      }
    });

    // Prepared once (named statement: PostgreSQL parses and plans it once per connection), since it
    // runs before every authenticated call.
    const sessaoViva = sessaoVivaSelect(app.db, sql.placeholder('id'), sql.placeholder('familia'))
      .limit(1)
      .prepare('sessao_viva');
    async function liveSession(id: number, familia: string) {
      const [row] = await sessaoViva.execute({ id, familia });
      return row;
    }

    // Tokens whose signature was already checked, with their claims: checking an HS256 signature
    // through WebCrypto cost ~7% of a report's CPU in `npm run bench`. A token is immutable and the key
    // is the process's, so a verified token stays verified; its expiry is checked on every use, and
    // the session (revocation, role) is still read from the database on every call.
    const verificados = new LRUCache<string, { id: number; familia: string; exp: number }>({ max: 10_000 });

    /** The token's claims when its signature and expiry are valid (401 otherwise); no database read. */
    async function verifyToken(request: FastifyRequest) {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) throw unauthorized('Faça login para continuar.', 'missing_token');
      const token = header.slice(7).trim();
      const jaVerificado = verificados.get(token);
      if (jaVerificado) {
        // jose's rule: expired when `exp` is not after the current second.
        if (jaVerificado.exp <= Math.floor(now().getTime() / 1000)) {
          verificados.delete(token);
          throw new AppError(401, 'Sua sessão expirou.', 'expired_token');
        }
        return { id: jaVerificado.id, familia: jaVerificado.familia };
      }
      let claims: { id: number; familia: string };
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          // A token without an expiry would be valid for ever: refused.
          requiredClaims: ['exp', 'sub', 'fam'],
          currentDate: now(),
        });
        const id = Number(payload.sub);
        const familia = String(payload.fam);
        if (!Number.isInteger(id) || !UUID.test(familia)) throw new Error('claims');
        claims = { id, familia };
        verificados.set(token, { ...claims, exp: payload.exp! });
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired)
          throw new AppError(401, 'Sua sessão expirou.', 'expired_token');
        throw sessaoInvalida();
      }
      return claims;
    }

    async function authenticate(request: FastifyRequest) {
      const claims = await verifyToken(request);
      // Revocation takes effect at once, and a role taken away is gone on the next call.
      const session = await liveSession(claims.id, claims.familia);
      if (!session) throw sessaoInvalida();
      const role: Role = session.role === 'administrador' ? 'administrador' : 'visitante';
      request.user = { id: claims.id, role, familia: claims.familia };
      return session.aceite;
    }

    // The admin area is the programme's own tooling, not a use of the platform the terms govern:
    // an administrator who has just published new terms keeps working in it.
    async function requireAdmin(request: FastifyRequest) {
      await authenticate(request);
      // Someone who is not an administrator must not learn that the admin area exists.
      if (request.user?.role !== 'administrador')
        throw new AppError(404, 'Endereço não encontrado.', 'not_found');
    }
    // Deny by default: every /api route needs a live session unless `access/rotas-publicas.ts` lists
    // it, and every /api/Admin/ route an administrator, whatever its module declares. onRequest, so
    // a caller without a token gets 401 before any of their input is read or validated.
    app.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url;
      if (!url?.startsWith('/api/')) return;
      if (url.startsWith('/api/Admin/')) return requireAdmin(request);
      if (rotaPublica(request.method, url)) return;
      if (request.routeOptions.config?.sessaoNaConsulta === true) {
        request.sessaoAdiada = await verifyToken(request);
        return;
      }
      requireTerms(request, await authenticate(request));
    });

    app.decorate('sessaoSemConsulta', async (request: FastifyRequest) => {
      if (!request.user) requireTerms(request, await authenticate(request));
    });
  },
  { name: 'auth' },
);

function requireTerms(request: FastifyRequest, aceite: boolean) {
  if (!aceite && request.routeOptions.config?.termsExempt !== true)
    throw new AppError(403, TERMS_REQUIRED_MESSAGE, TERMS_REQUIRED_CODE);
}

/**
 * The user of a live session: role and terms acceptance, no row when the session is dead (revoked
 * family, or no such user). Built on any database for embedding in another statement (`id` and
 * `familia` are that statement's parameters).
 */
export function sessaoVivaSelect(db: Database, id: SQLWrapper, familia: SQLWrapper) {
  const u = schema.usuario;
  const rt = schema.refreshToken;
  const dl = schema.documentoLegal;
  return db
    .select({
      role: u.role,
      aceite:
        sql<boolean>`coalesce(${u.aceiteVersao}, 0) >= coalesce((select ${dl.versao} from ${dl} where ${dl.tipo} = 'termos'), 1)`.as(
          'aceite',
        ),
    })
    .from(u)
    .where(
      and(
        eq(u.id, id),
        exists(
          db
            .select({ one: sql`1` })
            .from(rt)
            .where(and(eq(rt.familia, familia), eq(rt.usuarioId, u.id), isNull(rt.revogadoEm))),
        ),
      ),
    );
}

/**
 * For a `sessaoNaConsulta` route, after its statement read the session (`role`/`aceite` of
 * `sessaoVivaSelect`, null when dead): the same 401 and 403 as the hook's own check, and
 * `request.user` with the role as stored now.
 */
export function confirmarSessao(
  request: FastifyRequest,
  sessao: { role: string | null; aceite: boolean | null },
): AuthUser {
  const claims = request.sessaoAdiada;
  if (!claims || sessao.role === null) throw sessaoInvalida();
  const role: Role = sessao.role === 'administrador' ? 'administrador' : 'visitante';
  request.user = { id: claims.id, role, familia: claims.familia };
  requireTerms(request, sessao.aceite === true);
  return request.user;
}

/** The signed-in user of a route that is not public (the deny-by-default hook has checked the session). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
