import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db/client.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { criarUnidade, type TestUser, UNIDADE_VAREJO } from '../test/factories.ts';
import { createWorld, type World } from '../test/fixture-world.ts';
import { apiRoutes, fillPath } from '../test/route-table.ts';

/** The authorization matrix: the format of a row, the calls, and the runner of one resource's rows. */

export type Caller = 'anonymous' | 'owner' | 'other' | 'admin';
export const CALLERS: Caller[] = ['anonymous', 'owner', 'other', 'admin'];

export interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** Extra headers (the content type of a multipart body). */
  headers?: Record<string, string>;
}

export interface Row {
  expected: Record<Caller, number>;
  /** Path values, query and a VALID body, so that only the caller decides the status. `me` is the
   * caller (the owner for anonymous calls). */
  call?: (w: World, me: TestUser) => Call;
  /** Records a call uses up (deleted, finished, started): made anew before each call. */
  fresh?: (t: TestApp, w: World) => Promise<Partial<World>>;
  /** The answer may name the owner's unit to anyone (the public proof check). */
  showsUnitName?: boolean;
  /** The body carries the owner's own credentials, so the answer is the owner's session. */
  actsAsOwner?: boolean;
  /**
   * What an accredited technician answers with a grant allowing everything on every unit of the owner
   * (issue 18; `authorization-matrix.tecnicos.test-support.ts`). Left out: the owner's status on the
   * reads an administrator may do on his behalf, 404 on his owner-only acts.
   */
  tecnico?: number;
  /** Puts back what a successful call changed for everyone (new terms to accept). */
  after?: (t: TestApp) => Promise<void>;
  /**
   * The audit row an administrator's successful call leaves about the owner's data, exactly; null
   * when it leaves none. Required on every route that reads or changes a record of the owner's.
   */
  audit?: (w: World) => ExpectedAudit | null;
}

export interface ExpectedAudit {
  acao: string;
  /** Whose data: the owner, or nobody in particular (an export over many). */
  alvo: 'owner' | null;
  objetoId: number | null;
  detalhes: Record<string, unknown>;
}

/** An administrator reading the owner's record: the event, the unit and the typed details. */
export const lido =
  (
    acao: string,
    objetoId: (w: World) => number | null,
    detalhes: (w: World) => Record<string, unknown> = () => ({}),
  ) =>
  (w: World): ExpectedAudit => ({ acao, alvo: 'owner', objetoId: objetoId(w), detalhes: detalhes(w) });
export const finalizado = (w: World) => ({
  edicaoId: w.edicaoId,
  questionarioId: w.questionarioFinalizadoId,
});
export const relatorio = (acao: string) => lido(acao, (w) => w.objetoFinalizadoId, finalizado);
export const pdf = (qual: string) =>
  lido(
    'relatorio.pdf',
    (w) => w.objetoFinalizadoId,
    (w) => ({ ...finalizado(w), pdf: qual }),
  );

/** One row: the statuses for [anonymous, owner, other user, administrator]. */
export function row(
  [anonymous, owner, other, admin]: [number, number, number, number],
  options: Omit<Row, 'expected'> = {},
): Row {
  return { expected: { anonymous, owner, other, admin }, ...options };
}

/** Path values used when a row does not give its own: the finished questionnaire's records. */
export const defaultParams = (w: World): Record<string, string | number> => ({
  objetoId: w.objetoFinalizadoId,
  edicaoId: w.edicaoId,
  questionarioId: w.questionarioFinalizadoId,
  indicadorId: w.indicadorId,
  uf: 'MT',
  codigo: w.codigoComprovante,
});

// Fresh records for the calls that use them up.
export const freshUnit = async (t: TestApp, w: World) => ({
  objetoId: await criarUnidade(t, w.owner, { nomeunidade: 'Descarte' }),
});

export const ANY = 200;
export const PUBLIC = [ANY, ANY, ANY, ANY] as [number, number, number, number];
export const SIGNED_IN = [401, 200, 200, 200] as [number, number, number, number];
export const OWNER_OR_ADMIN_READS = [401, 200, 404, 200] as [number, number, number, number];
export const OWNER_ONLY = [401, 200, 404, 404] as [number, number, number, number];
export const ADMIN_ONLY = [401, 404, 404, 200] as [number, number, number, number];

/** The rows of every resource in one table; a route given a row twice is a mistake. */
export function juntarLinhas(grupos: Record<string, Row>[]): Record<string, Row> {
  const todas: Record<string, Row> = {};
  for (const grupo of grupos) {
    for (const [key, r] of Object.entries(grupo)) {
      if (key in todas) throw new Error(`two matrix rows for ${key}`);
      todas[key] = r;
    }
  }
  return todas;
}

export async function callRoute(
  t: TestApp,
  method: string,
  url: string,
  r: Row,
  w: World,
  caller: TestUser | null,
) {
  const me = caller ?? w.owner;
  const call = r.call?.(w, me) ?? {};
  const path = fillPath(url, { ...defaultParams(w), ...call.params });
  return t.app.inject({
    method: method as 'GET',
    url: path,
    query: call.query
      ? Object.fromEntries(Object.entries(call.query).map(([k, v]) => [k, String(v)]))
      : undefined,
    headers: { ...(caller ? caller.auth : {}), ...call.headers },
    ...(call.body === undefined ? {} : { payload: call.body as object }),
  });
}

export async function ultimaAuditoria(t: TestApp): Promise<number> {
  const [row] = await t.db
    .select({ id: sql<number>`coalesce(max(id), 0)`.mapWith(Number) })
    .from(schema.auditoria);
  return row?.id ?? 0;
}

/** A route that names one of the owner's records: the owner and administrators in, anyone else 404. */
export const tocaRegistroDoDono = (r: Row) =>
  r.expected.owner < 300 && r.expected.other === 404 && r.expected.admin < 300;

/**
 * The audit rows a call left: none for anyone but an administrator; exactly the row's expected one
 * for an administrator's call about the owner's data. A route that touches the owner's records
 * without declaring its audit fails, and so does an administrator's call that leaves an undeclared
 * row about the owner, so the gap cannot return.
 */
export async function conferirAuditoria(
  t: TestApp,
  where: string,
  r: Row,
  w: World,
  caller: Caller,
  status: number,
  desde: number,
): Promise<string[]> {
  const novas = await t.db
    .select()
    .from(schema.auditoria)
    .where(sql`${schema.auditoria.id} > ${desde}`)
    .orderBy(schema.auditoria.id);
  if (caller !== 'admin') {
    return novas.length === 0 ? [] : [`${where}: wrote audit rows ${novas.map((n) => n.acao).join(', ')}`];
  }
  if (status >= 300) return [];
  if (!r.audit) {
    if (tocaRegistroDoDono(r))
      return [`${where}: declare the audit row an administrator's read leaves (audit:)`];
    const sobreODono = novas.filter((n) => n.alvoUsuarioId === w.owner.id);
    return sobreODono.length === 0 ? [] : [`${where}: undeclared audit rows about the owner`];
  }
  const esperada = r.audit(w);
  const linhas = novas.map((n) => ({
    acao: n.acao,
    atorId: n.atorId,
    alvoUsuarioId: n.alvoUsuarioId,
    objetoId: n.objetoId,
    detalhes: n.detalhes,
  }));
  const esperadas = esperada
    ? [
        {
          acao: esperada.acao,
          atorId: w.admin.id,
          alvoUsuarioId: esperada.alvo === 'owner' ? w.owner.id : null,
          objetoId: esperada.objetoId,
          detalhes: esperada.detalhes,
        },
      ]
    : [];
  try {
    expect(linhas).toEqual(esperadas);
    return [];
  } catch {
    return [`${where}: audit rows ${JSON.stringify(linhas)} (expected ${JSON.stringify(esperadas)})`];
  }
}

/**
 * The matrix test of one resource's rows, on an app and a world of its own: every registered route
 * with a row in `linhas`, called as every caller.
 */
export function conferirMatriz(linhas: Record<string, Row>): void {
  let t: TestApp;
  let world: World;

  beforeAll(async () => {
    t = await buildTestApp();
    world = await createWorld(t);
  });

  afterAll(async () => {
    await t.close();
  });

  describe('authorization matrix', () => {
    it('answers each caller the status of its row, and never shows the owner’s data to others', async () => {
      const failures: string[] = [];
      for (const route of apiRoutes(t.routes)) {
        const r = linhas[route.key];
        if (!r) continue;
        for (const caller of CALLERS) {
          const w = r.fresh ? { ...world, ...(await r.fresh(t, world)) } : world;
          const user = caller === 'anonymous' ? null : w[caller];
          const desde = await ultimaAuditoria(t);
          const res = await callRoute(t, route.method, route.url, r, w, user);
          await r.after?.(t);
          const expected = r.expected[caller];
          const where = `${route.key} as ${caller}`;
          if (res.statusCode !== expected) {
            failures.push(`${where}: ${res.statusCode} (expected ${expected}) ${res.body.slice(0, 160)}`);
            continue;
          }
          failures.push(...(await conferirAuditoria(t, where, r, w, caller, res.statusCode, desde)));
          if (res.statusCode >= 400) {
            const body = res.json();
            if (typeof body.clientMessage !== 'string' || body.clientMessage.length === 0)
              failures.push(`${where}: error without clientMessage ${res.body.slice(0, 160)}`);
          }
          if ((caller === 'anonymous' || caller === 'other') && !r.actsAsOwner) {
            const secrets = [world.owner.email, world.owner.cpf];
            if (!r.showsUnitName) secrets.push(UNIDADE_VAREJO.nomeunidade, 'Açougue Pronto');
            const leaked = secrets.filter((s) => res.body.includes(s));
            if (leaked.length > 0) failures.push(`${where}: answer shows the owner's ${leaked.join(', ')}`);
          }
        }
      }
      expect(failures).toEqual([]);
      // About two hundred calls, PDFs included: more than the default per-test budget on a busy machine.
    }, 180_000);
  });
}
