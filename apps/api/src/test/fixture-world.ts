import { asc } from 'drizzle-orm';
import { schema } from '../db/client.ts';
import { codigoDoComprovante } from '../modules/comprovante/comprovante.service.ts';
import type { TestApp } from './build-test-app.ts';
import {
  createUser,
  criarQuestionario,
  criarQuestionarioFinalizado,
  criarUnidade,
  edicaoDisponivel,
  enviarEvidencia,
  indicadoresAplicaveis,
  type TestUser,
  UNIDADE_VAREJO,
} from './factories.ts';

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
  const edicaoId = await edicaoDisponivel(t);

  const objetoId = await criarUnidade(t, owner);
  const questionarioId = await criarQuestionario(t, owner, objetoId, edicaoId);
  const aplicaveis = await indicadoresAplicaveis(t, edicaoId, UNIDADE_VAREJO.categoria_id);
  const primeiro = aplicaveis[0]!;
  const evidenciaId = await enviarEvidencia(t, owner, primeiro.indicadorId, questionarioId);

  const objetoFinalizadoId = await criarUnidade(t, owner, { nomeunidade: 'Açougue do Centro' });
  const questionarioFinalizadoId = await criarQuestionarioFinalizado(t, owner, objetoFinalizadoId, {
    edicaoId,
  });
  const codigoComprovante = await codigoDoComprovante(t.db, questionarioFinalizadoId);
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
    objetoFinalizadoId,
    questionarioFinalizadoId,
    codigoComprovante,
    onboardingId: slide!.id,
  };
}
