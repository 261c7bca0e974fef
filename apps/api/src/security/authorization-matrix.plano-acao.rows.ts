import { prazoPadrao } from '@guia/shared';
import { and, eq } from 'drizzle-orm';
import { schema } from '../db/client.ts';
import type { TestApp } from '../test/build-test-app.ts';
import {
  criarUnidade,
  indicadoresAplicaveis,
  inserirFinalizado,
  PNG_DATA_URL,
  UNIDADE_VAREJO,
} from '../test/factories.ts';
import type { World } from '../test/fixture-world.ts';
import {
  lido,
  OWNER_ONLY,
  OWNER_OR_ADMIN_READS,
  type Row,
  row,
} from './authorization-matrix.test-support.ts';

/** The records of an action plan the rows call: a unit with a plan, an item, a record with a file. */
interface ComPlano {
  planoObjetoId: number;
  planoQuestionarioId: number;
  planoId: number;
  itemId: number;
  registroId: number;
}
const doPlano = (w: World) => w as World & ComPlano;

/** A new unit of the owner's with a finished questionnaire whose first indicator is at weight 2. */
async function unidadeParaPlano(t: TestApp, w: World) {
  const objetoId = await criarUnidade(t, w.owner, { nomeunidade: 'Açougue do Plano' });
  const questionarioId = await inserirFinalizado(t, {
    objetoId,
    edicaoId: w.edicaoId,
    usuarioId: w.owner.id,
    aproveitamentos: [50, 50, 50, 50, 50],
    finalizadoEm: new Date(),
  });
  const [primeiro] = await indicadoresAplicaveis(t, w.edicaoId, UNIDADE_VAREJO.categoria_id);
  const [nivel] = await t.db
    .select({ id: schema.nivel.id })
    .from(schema.nivel)
    .where(and(eq(schema.nivel.indicadorId, primeiro!.indicadorId), eq(schema.nivel.peso, 2)));
  await t.db
    .insert(schema.resposta)
    .values({ questionarioId, indicadorId: primeiro!.indicadorId, nivelId: nivel!.id });
  const corpo = {
    questionario_id: questionarioId,
    itens: [
      {
        indicador_id: primeiro!.indicadorId,
        peso_meta: 3,
        prazo: prazoPadrao('2099-01-01'),
        acoes: 'Cercar',
      },
    ],
  };
  return { objetoId, corpo };
}

/** A unit with an active plan of one item, and a progress record with a file on it. */
async function planoNovo(t: TestApp, w: World): Promise<Partial<World>> {
  const { objetoId, corpo } = await unidadeParaPlano(t, w);
  const criado = await t.app.inject({
    method: 'POST',
    url: `/api/Objeto/${objetoId}/PlanoAcao`,
    headers: w.owner.auth,
    payload: corpo,
  });
  const plano = criado.json().data as { id: number; itens: { id: number }[] };
  const itemId = plano.itens[0]!.id;
  const registro = await t.app.inject({
    method: 'POST',
    url: `/api/PlanoAcao/Item/${itemId}/Registro`,
    headers: w.owner.auth,
    payload: { nota: 'Foto da cerca', nomearquivo: 'cerca.png', imagem: PNG_DATA_URL },
  });
  const comPlano: ComPlano = {
    planoObjetoId: objetoId,
    planoQuestionarioId: corpo.questionario_id,
    planoId: plano.id,
    itemId,
    registroId: registro.json().data.id,
  };
  return comPlano as Partial<World>;
}

/** One plan per world for the reads (made on the first call). */
const planosLidos = new WeakMap<World, Promise<Partial<World>>>();
const planoParaLer = (t: TestApp, w: World) => {
  const feito = planosLidos.get(w) ?? planoNovo(t, w);
  planosLidos.set(w, feito);
  return feito;
};

/** A plan's item still 'planejada' and without records (one per call: a removal uses it up). */
async function itemRemovivel(t: TestApp, w: World): Promise<Partial<World>> {
  const { objetoId, corpo } = await unidadeParaPlano(t, w);
  const criado = await t.app.inject({
    method: 'POST',
    url: `/api/Objeto/${objetoId}/PlanoAcao`,
    headers: w.owner.auth,
    payload: corpo,
  });
  return { itemId: criado.json().data.itens[0].id } as Partial<World>;
}

/** A unit ready for a plan, and the body that makes it (a new one per call: a unit has one active plan). */
async function unidadeSemPlano(t: TestApp, w: World): Promise<Partial<World>> {
  const { objetoId, corpo } = await unidadeParaPlano(t, w);
  return { planoObjetoId: objetoId, corpoDoPlano: corpo } as Partial<World>;
}

/**
 * Rows of the action plan (issue 17): the owner makes and changes it; an administrator reads the
 * plan, its PDF and a record's file on the owner's behalf (audited) and never writes.
 */
export const LINHAS_PLANO_ACAO: Record<string, Row> = {
  'GET /api/Objeto/:objetoId/PlanoAcao': row(OWNER_OR_ADMIN_READS, {
    fresh: planoParaLer,
    call: (w) => ({ params: { objetoId: doPlano(w).planoObjetoId } }),
    audit: lido('plano.ver', (w) => doPlano(w).planoObjetoId),
  }),
  'GET /api/Objeto/:objetoId/PlanoAcao/Avaliacao/:questionarioId': row(OWNER_OR_ADMIN_READS, {
    fresh: planoParaLer,
    call: (w) => ({
      params: { objetoId: doPlano(w).planoObjetoId, questionarioId: doPlano(w).planoQuestionarioId },
    }),
    audit: lido(
      'plano.ver',
      (w) => doPlano(w).planoObjetoId,
      (w) => ({ questionarioId: doPlano(w).planoQuestionarioId }),
    ),
  }),
  'GET /api/Objeto/:objetoId/PlanoAcao/pdf': row(OWNER_OR_ADMIN_READS, {
    fresh: planoParaLer,
    call: (w) => ({ params: { objetoId: doPlano(w).planoObjetoId } }),
    audit: lido(
      'plano.pdf',
      (w) => doPlano(w).planoObjetoId,
      (w) => ({ planoId: doPlano(w).planoId }),
    ),
  }),
  'GET /api/PlanoAcao/Registro/:id/Arquivo': row(OWNER_OR_ADMIN_READS, {
    fresh: planoParaLer,
    call: (w) => ({ params: { id: doPlano(w).registroId } }),
    audit: lido(
      'plano.arquivo',
      (w) => doPlano(w).planoObjetoId,
      (w) => ({ planoId: doPlano(w).planoId, itemId: doPlano(w).itemId, registroId: doPlano(w).registroId }),
    ),
  }),
  'POST /api/Objeto/:objetoId/PlanoAcao': row([401, 201, 404, 404], {
    // A technician whose grant allows it (issue 18).
    tecnico: 201,
    fresh: unidadeSemPlano,
    call: (w) => ({
      params: { objetoId: doPlano(w).planoObjetoId },
      body: (w as World & { corpoDoPlano: unknown }).corpoDoPlano,
    }),
  }),
  'PUT /api/PlanoAcao/Item/:id': row(OWNER_ONLY, {
    // A technician whose grant allows it (issue 18).
    tecnico: 200,
    fresh: planoParaLer,
    call: (w) => ({ params: { id: doPlano(w).itemId }, body: { acoes: 'Cercar as nascentes' } }),
  }),
  'POST /api/PlanoAcao/Item/:id/Registro': row([401, 201, 404, 404], {
    // A technician whose grant allows it (issue 18).
    tecnico: 201,
    fresh: planoParaLer,
    call: (w) => ({ params: { id: doPlano(w).itemId }, body: { nota: 'Mais um passo' } }),
  }),
  'DELETE /api/PlanoAcao/Item/:id': row(OWNER_ONLY, {
    // A technician whose grant allows it (issue 18).
    tecnico: 200,
    fresh: itemRemovivel,
    call: (w) => ({ params: { id: doPlano(w).itemId } }),
  }),
};
