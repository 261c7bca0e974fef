import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { schema } from '../db/client.ts';
import { codigoDoComprovante } from '../modules/comprovante/comprovante.service.ts';
import type { TestApp } from './build-test-app.ts';
import { createUser, type TestUser } from './factories.ts';

/** A one-pixel PNG: the smallest evidence file the byte sniffing accepts. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A category-3 unit (no producer fields): the smallest valid unit body. */
export const UNIDADE_VAREJO = { categoria_id: 3, nomeunidade: 'Açougue Central', uf: 'SP', cidade: 3550308 };

/** Everything a route may name, all owned by `owner`: the ids the security tests call routes with. */
export interface World {
  owner: TestUser;
  /** A second ordinary user who owns nothing of the owner's. */
  other: TestUser;
  admin: TestUser;
  /** The seeded, available edition. */
  edicaoId: number;
  /** A unit with an open questionnaire. */
  objetoId: number;
  questionarioId: number;
  /** An indicator of the open questionnaire that applies to the unit, and one of its levels. */
  indicadorId: number;
  nivelId: number;
  /** An evidence file of the open questionnaire. */
  evidenciaId: number;
  /** A second unit whose questionnaire of the edition is finished (reports, PDFs, proof). */
  objetoFinalizadoId: number;
  questionarioFinalizadoId: number;
  /** The proof code of the finished questionnaire. */
  codigoComprovante: string;
  /** A seeded onboarding slide (public image). */
  onboardingId: number;
}

/**
 * Builds the world through the API where the API is what is tested elsewhere (units, start,
 * evidence, finish) and through the database where the API would take hundreds of calls (answers).
 */
export async function createWorld(t: TestApp): Promise<World> {
  const [owner, other, admin] = await Promise.all([
    createUser(t),
    createUser(t),
    createUser(t, { role: 'administrador' }),
  ]);
  const [edicao] = await t.db
    .select({ id: schema.edicao.id })
    .from(schema.edicao)
    .where(eq(schema.edicao.disponivel, true))
    .orderBy(desc(schema.edicao.ano))
    .limit(1);
  const edicaoId = edicao!.id;

  const objetoId = await criarUnidade(t, owner);
  const questionarioId = await iniciar(t, owner, objetoId, edicaoId);
  const aplicaveis = await indicadoresAplicaveis(t, edicaoId, UNIDADE_VAREJO.categoria_id);
  const primeiro = aplicaveis[0]!;
  const evidenciaId = await enviarEvidencia(t, owner, primeiro.indicadorId, questionarioId);

  const respondido = await questionarioRespondido(t, owner, edicaoId, 'Açougue do Centro');
  const fim = await t.app.inject({
    method: 'PUT',
    url: '/api/Guia/Questionario',
    headers: owner.auth,
    payload: {
      objeto_id: respondido.objetoId,
      guia_id: edicaoId,
      questionario_id: respondido.questionarioId,
    },
  });
  if (fim.statusCode !== 200) throw new Error(`finish failed: ${fim.statusCode} ${fim.body}`);
  const codigoComprovante = await codigoDoComprovante(t.db, respondido.questionarioId);
  const [slide] = await t.db
    .select({ id: schema.onboarding.id })
    .from(schema.onboarding)
    .orderBy(asc(schema.onboarding.id))
    .limit(1);

  return {
    owner,
    other,
    admin,
    edicaoId,
    objetoId,
    questionarioId,
    indicadorId: primeiro.indicadorId,
    nivelId: primeiro.nivelId,
    evidenciaId,
    objetoFinalizadoId: respondido.objetoId,
    questionarioFinalizadoId: respondido.questionarioId,
    codigoComprovante,
    onboardingId: slide!.id,
  };
}

/** A new unit of `user` whose open questionnaire answers every applicable indicator (ready to finish). */
export async function questionarioRespondido(
  t: TestApp,
  user: TestUser,
  edicaoId: number,
  nomeunidade = 'Açougue Pronto',
) {
  const objetoId = await criarUnidade(t, user, nomeunidade);
  const questionarioId = await iniciar(t, user, objetoId, edicaoId);
  const aplicaveis = await indicadoresAplicaveis(t, edicaoId, UNIDADE_VAREJO.categoria_id);
  await t.db
    .insert(schema.resposta)
    .values(aplicaveis.map((i) => ({ questionarioId, indicadorId: i.indicadorId, nivelId: i.nivelId })));
  return { objetoId, questionarioId };
}

/** A new unit of `user` (category 3, São Paulo). */
export async function criarUnidade(t: TestApp, user: TestUser, nomeunidade = UNIDADE_VAREJO.nomeunidade) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Objeto',
    headers: user.auth,
    payload: { ...UNIDADE_VAREJO, nomeunidade },
  });
  if (res.statusCode !== 201) throw new Error(`unit failed: ${res.statusCode} ${res.body}`);
  return res.json().data.id as number;
}

/** Starts a questionnaire of the edition for the unit. */
export async function iniciar(t: TestApp, user: TestUser, objetoId: number, edicaoId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Guia/Questionario',
    headers: user.auth,
    payload: { objeto_id: objetoId, guia_id: edicaoId },
  });
  if (res.statusCode !== 201) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  return res.json().data.questionario.id as number;
}

/** Uploads one PNG as evidence of the indicator. */
export async function enviarEvidencia(
  t: TestApp,
  user: TestUser,
  indicadorId: number,
  questionarioId: number,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/Evidencia/Arquivo/${indicadorId}/${questionarioId}`,
    headers: user.auth,
    payload: { evidencias: [{ evidencia: PNG_DATA_URL, nome: 'foto.png' }] },
  });
  if (res.statusCode !== 201) throw new Error(`evidence failed: ${res.statusCode} ${res.body}`);
  return res.json().data[0].id as number;
}

/** The indicators of an edition that apply to a category, each with its highest level. */
export async function indicadoresAplicaveis(t: TestApp, edicaoId: number, categoriaId: number) {
  const { indicador, criterio, principio, nivel } = schema;
  const rows = await t.db
    .selectDistinctOn([indicador.id], { indicadorId: indicador.id, nivelId: nivel.id })
    .from(indicador)
    .innerJoin(criterio, eq(criterio.id, indicador.criterioId))
    .innerJoin(principio, eq(principio.id, criterio.principioId))
    .innerJoin(nivel, eq(nivel.indicadorId, indicador.id))
    .where(
      and(
        eq(principio.edicaoId, edicaoId),
        sql`(cardinality(${indicador.categorias}) = 0 or ${categoriaId} = any(${indicador.categorias}))`,
      ),
    )
    .orderBy(asc(indicador.id), desc(nivel.peso));
  return rows;
}
