import { randomUUID } from 'node:crypto';
import type { Role } from '@guia/shared';
import { hash } from '@node-rs/argon2';
import { and, asc, desc, eq } from 'drizzle-orm';
import { schema } from '../db/client.ts';
import { comPrincipioDoIndicador } from '../db/queries/edicao-do-indicador.ts';
import { indicadorSeAplicaSql } from '../db/queries/indicadores.ts';
import { disponibilizarEdicao, duplicarEdicao } from '../modules/admin-guia/admin-guia.service.ts';
import { issueRefreshToken } from '../modules/auth/tokens.ts';
import type { TestApp } from './build-test-app.ts';

// Counters per test database (each test file builds its own app): a file's data never depends on
// what other files created before it in the same worker.
const contadores = new WeakMap<object, { usuarios: number; produtores: number }>();
function proximo(t: TestApp, qual: 'usuarios' | 'produtores'): number {
  let c = contadores.get(t.db);
  if (!c) {
    c = { usuarios: 0, produtores: 0 };
    contadores.set(t.db, c);
  }
  c[qual] += 1;
  return c[qual];
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  cpf: string;
  token: string;
  /** The session (refresh-token family) the token belongs to. */
  familia: string;
  /** `Authorization` header for app.inject(). */
  auth: { authorization: string };
}

/** Valid CPFs for fixtures (check digits correct). */
const CPFS = ['52998224725', '11144477735', '39053344705', '15350946056', '85359049004', '71428793860'];

/** Inserts a confirmed user who accepted the terms and returns a signed access token for them. */
export async function createUser(
  t: TestApp,
  opts: {
    role?: Role;
    email?: string;
    password?: string;
    aceite?: boolean;
    verified?: boolean;
    nome?: string;
  } = {},
): Promise<TestUser> {
  const seq = proximo(t, 'usuarios');
  const password = opts.password ?? 'senha-forte-1';
  const email = opts.email ?? `usuario${seq}-${randomUUID().slice(0, 6)}@exemplo.com.br`;
  const cpf = CPFS[(seq - 1) % CPFS.length]!;
  const [row] = await t.db
    .insert(schema.usuario)
    .values({
      nome: opts.nome ?? `Usuário ${seq}`,
      email,
      celular: '65999998888',
      selecao: 'cpf',
      cpf: seq <= CPFS.length ? cpf : null,
      passwordHash: await hash(password),
      role: opts.role ?? 'visitante',
      emailVerificadoEm: opts.verified === false ? null : new Date(),
      aceiteVersao: opts.aceite === false ? null : 1,
      aceiteEm: opts.aceite === false ? null : new Date(),
    })
    .returning({ id: schema.usuario.id });
  const id = row!.id;
  // A real session: access tokens of a family that does not exist are refused.
  const { familia } = await issueRefreshToken(t.db, id, 30);
  const token = await t.app.signAccessToken({ id, role: opts.role ?? 'visitante', familia });
  return { id, email, password, cpf, token, familia, auth: { authorization: `Bearer ${token}` } };
}

/** A one-pixel PNG: the smallest evidence file the byte sniffing accepts. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A category-3 unit (no producer fields): the smallest valid unit body. */
export const UNIDADE_VAREJO = { categoria_id: 3, nomeunidade: 'Açougue Central', uf: 'SP', cidade: 3550308 };

/** The newest available edition (the seed makes one). */
export async function edicaoDisponivel(t: TestApp): Promise<number> {
  const [edicao] = await t.db
    .select({ id: schema.edicao.id })
    .from(schema.edicao)
    .where(eq(schema.edicao.disponivel, true))
    .orderBy(desc(schema.edicao.ano))
    .limit(1);
  if (!edicao) throw new Error('no available edition');
  return edicao.id;
}

/**
 * A new unit of `user`, created through the API (POST /api/Objeto): by default UNIDADE_VAREJO
 * (category 3, São Paulo); `overrides` replaces fields of the request body.
 */
export async function criarUnidade(
  t: TestApp,
  user: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Objeto',
    headers: user.auth,
    payload: { ...UNIDADE_VAREJO, ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`unit failed: ${res.statusCode} ${res.body}`);
  return res.json().data.id as number;
}

/** Starts a questionnaire of the edition for the unit, through the API (POST /api/Guia/Questionario). */
export async function criarQuestionario(
  t: TestApp,
  user: TestUser,
  objetoId: number,
  edicaoId: number,
): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Guia/Questionario',
    headers: user.auth,
    payload: { objeto_id: objetoId, guia_id: edicaoId },
  });
  if (res.statusCode !== 201) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  return res.json().data.questionario.id as number;
}

/** The indicators of an edition that apply to a category, each with its highest level. */
export async function indicadoresAplicaveis(t: TestApp, edicaoId: number, categoriaId: number) {
  const { indicador, principio, nivel } = schema;
  return comPrincipioDoIndicador(
    t.db
      .selectDistinctOn([indicador.id], { indicadorId: indicador.id, nivelId: nivel.id })
      .from(indicador)
      .$dynamic(),
  )
    .innerJoin(nivel, eq(nivel.indicadorId, indicador.id))
    .where(and(eq(principio.edicaoId, edicaoId), indicadorSeAplicaSql(categoriaId)))
    .orderBy(asc(indicador.id), desc(nivel.peso));
}

/**
 * Answers every indicator that applies to the questionnaire's unit with its highest level, through
 * the database (the API would take one call per indicator). The questionnaire is then ready to finish.
 */
export async function responderTudo(t: TestApp, questionarioId: number): Promise<void> {
  const [q] = await t.db
    .select({ edicaoId: schema.questionario.edicaoId, categoriaId: schema.objeto.categoriaId })
    .from(schema.questionario)
    .innerJoin(schema.objeto, eq(schema.objeto.id, schema.questionario.objetoId))
    .where(eq(schema.questionario.id, questionarioId));
  if (!q) throw new Error(`no questionnaire ${questionarioId}`);
  const aplicaveis = await indicadoresAplicaveis(t, q.edicaoId, q.categoriaId);
  await t.db
    .insert(schema.resposta)
    .values(aplicaveis.map((i) => ({ questionarioId, indicadorId: i.indicadorId, nivelId: i.nivelId })));
}

/** A new unit of `user` whose open questionnaire answers every applicable indicator (ready to finish). */
export async function questionarioRespondido(
  t: TestApp,
  user: TestUser,
  edicaoId: number,
  nomeunidade = 'Açougue Pronto',
): Promise<{ objetoId: number; questionarioId: number }> {
  const objetoId = await criarUnidade(t, user, { nomeunidade });
  const questionarioId = await criarQuestionario(t, user, objetoId, edicaoId);
  await responderTudo(t, questionarioId);
  return { objetoId, questionarioId };
}

/**
 * A producer who never logs in here (no password anyone uses): registered at `criadoEm`, e-mail
 * confirmed at `emailVerificadoEm` (null: never). The comparative counts owners by these dates.
 */
export async function inserirProdutor(
  t: TestApp,
  datas: { criadoEm: Date; emailVerificadoEm: Date | null },
): Promise<number> {
  const produtores = proximo(t, 'produtores');
  const [u] = await t.db
    .insert(schema.usuario)
    .values({
      nome: `Produtor ${produtores}`,
      email: `produtor${produtores}-${randomUUID().slice(0, 6)}@exemplo.com.br`,
      celular: '65999998888',
      selecao: 'cpf',
      passwordHash: 'sem-senha',
      ...datas,
    })
    .returning({ id: schema.usuario.id });
  return u!.id;
}

/** Inserts a finished questionnaire with these frozen aproveitamentos (no answers); its id. */
export async function inserirFinalizado(
  t: TestApp,
  q: {
    objetoId: number;
    edicaoId: number;
    usuarioId: number;
    aproveitamentos: readonly number[];
    finalizadoEm: Date;
  },
): Promise<number> {
  const [row] = await t.db
    .insert(schema.questionario)
    .values({
      objetoId: q.objetoId,
      edicaoId: q.edicaoId,
      usuarioId: q.usuarioId,
      finalizado: true,
      finalizadoEm: q.finalizadoEm,
    })
    .returning({ id: schema.questionario.id });
  await t.db.insert(schema.resultadoPrincipio).values(
    q.aproveitamentos.map((aproveitamento, i) => ({
      questionarioId: row!.id,
      principioCodigo: i + 1,
      total: 20,
      respondidas: 20,
      aplicaveis: 20,
      potencial: 100,
      avaliacao: aproveitamento,
      aproveitamento,
      atendido: aproveitamento,
      naoAtendido: 100 - aproveitamento,
      naoPreenchido: 0,
    })),
  );
  return row!.id;
}

/**
 * A finished questionnaire of the unit (of `edicaoId`, by default the available edition).
 * Without `aproveitamentos`: started, fully answered and finished through the API, so its frozen
 * results are the real scoring's. With `aproveitamentos` (one per principle, in code order): a
 * finished questionnaire and frozen rows written straight to the database with those values, for
 * tests about what is computed from the frozen rows (comparatives, statistics).
 */
export async function criarQuestionarioFinalizado(
  t: TestApp,
  user: TestUser,
  objetoId: number,
  opts: { edicaoId?: number; aproveitamentos?: number[]; finalizadoEm?: Date } = {},
): Promise<number> {
  const edicaoId = opts.edicaoId ?? (await edicaoDisponivel(t));
  if (opts.aproveitamentos) {
    return inserirFinalizado(t, {
      objetoId,
      edicaoId,
      usuarioId: user.id,
      aproveitamentos: opts.aproveitamentos,
      finalizadoEm: opts.finalizadoEm ?? new Date(),
    });
  }
  const questionarioId = await criarQuestionario(t, user, objetoId, edicaoId);
  await responderTudo(t, questionarioId);
  const fim = await t.app.inject({
    method: 'PUT',
    url: '/api/Guia/Questionario',
    headers: user.auth,
    payload: { objeto_id: objetoId, guia_id: edicaoId, questionario_id: questionarioId },
  });
  if (fim.statusCode !== 200) throw new Error(`finish failed: ${fim.statusCode} ${fim.body}`);
  return questionarioId;
}

/** Uploads one PNG as evidence of the indicator, through the API. */
export async function enviarEvidencia(
  t: TestApp,
  user: TestUser,
  indicadorId: number,
  questionarioId: number,
): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/Evidencia/Arquivo/${indicadorId}/${questionarioId}`,
    headers: user.auth,
    payload: { evidencias: [{ evidencia: PNG_DATA_URL, nome: 'foto.png' }] },
  });
  if (res.statusCode !== 201) throw new Error(`evidence failed: ${res.statusCode} ${res.body}`);
  return res.json().data[0].id as number;
}

/**
 * A deep copy of an edition for the year `ano` (principles, criteria, indicators with the SAME
 * lineage keys, levels, support materials), available by default: the administrators' real
 * duplicate (modules/admin-guia), then 'Disponibilizar', both done by `atorId` (by default a new
 * administrator) and audited as in production.
 */
export async function duplicarEdicaoParaTeste(
  t: TestApp,
  edicaoId: number,
  ano: number,
  opts: { disponivel?: boolean; atorId?: number } = {},
): Promise<number> {
  const atorId = opts.atorId ?? (await createUser(t, { role: 'administrador' })).id;
  const novaId = await duplicarEdicao(t.db, atorId, edicaoId, ano);
  if (opts.disponivel ?? true) await disponibilizarEdicao(t.db, atorId, novaId, true);
  return novaId;
}
