import type { GuiaEstrutura, IndicadorGuia } from '@guia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { contarIdas } from '../../test/contar-idas.ts';
import { createUser, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let edicaoId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const [ed] = await t.db.select({ id: schema.edicao.id }).from(schema.edicao);
  edicaoId = ed!.id;
});

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

const PRODUTOR = {
  categoria_id: 6,
  nomeunidade: 'Fazenda Boa Vista',
  uf: 'MT',
  cidade: 5103403,
  car: 'MT-5103403-0123456789ABCDEF0123456789ABCDEF',
  atividade_id: 1,
  sistemaadotado_id: 2,
  area: 1200,
  areaPasto: 800,
  rebanho: 950,
};

async function abrirQuestionario(user: TestUser) {
  const unidade = await t.app.inject({
    method: 'POST',
    url: '/api/Objeto',
    headers: user.auth,
    payload: PRODUTOR,
  });
  expect(unidade.statusCode).toBe(201);
  const objetoId: number = unidade.json().data.id;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Guia/Questionario',
    headers: user.auth,
    payload: { objeto_id: objetoId, guia_id: edicaoId },
  });
  expect(res.statusCode).toBe(201);
  const questionarioId: number = res.json().data.questionario.id;
  const guia = await t.app.inject({
    method: 'GET',
    url: `/api/Guia/${objetoId}/${edicaoId}/${questionarioId}`,
    headers: user.auth,
  });
  const indicadores: IndicadorGuia[] = (guia.json().data as GuiaEstrutura).principios.flatMap((p) =>
    p.criterios.flatMap((c) => c.indicadores),
  );
  return { objetoId, questionarioId, indicadores };
}

function responder(
  user: TestUser,
  q: { objetoId: number; questionarioId: number },
  indicadorId: number,
  nivelId: number | null,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Guia/Resposta',
    headers: user.auth,
    payload: {
      objeto_id: q.objetoId,
      guia_id: edicaoId,
      questionario_id: q.questionarioId,
      indicador_id: indicadorId,
      nivel_id: nivelId,
    },
  });
}

const respostas = (questionarioId: number) =>
  t.db
    .select({ indicadorId: schema.resposta.indicadorId, nivelId: schema.resposta.nivelId })
    .from(schema.resposta)
    .where(eq(schema.resposta.questionarioId, questionarioId));

const marcas = () =>
  t.db.select({ id: schema.questionarioPendente.questionarioId }).from(schema.questionarioPendente);

describe('POST /api/Guia/Resposta round trips', () => {
  it('saves, changes and clears an answer in ONE round trip, the session check included', async () => {
    const user = await createUser(t);
    const q = await abrirQuestionario(user);
    const [a, b] = q.indicadores;
    const salvar = async (indicadorId: number, nivelId: number | null) => {
      const { valor, idas } = await contarIdas(t.db, () => responder(user, q, indicadorId, nivelId));
      expect(valor.statusCode, valor.body).toBe(200);
      expect(idas).toBe(1);
      return valor;
    };

    await salvar(a!.id, a!.niveis[0]!.id);
    await salvar(a!.id, a!.niveis[1]!.id);
    await salvar(b!.id, b!.niveis[0]!.id);
    expect(await respostas(q.questionarioId)).toEqual(
      expect.arrayContaining([
        { indicadorId: a!.id, nivelId: a!.niveis[1]!.id },
        { indicadorId: b!.id, nivelId: b!.niveis[0]!.id },
      ]),
    );
    const limpa = await salvar(a!.id, null);
    expect(limpa.json()).toMatchObject({ data: { nivel_id: null }, message: 'Resposta removida' });
    expect(await respostas(q.questionarioId)).toEqual([{ indicadorId: b!.id, nivelId: b!.niveis[0]!.id }]);
    // The '100% preenchido' upkeep is left to the statistics read: the save only marks the questionnaire.
    expect(await marcas()).toEqual([{ id: q.questionarioId }]);
  });

  it('counts the session check (the counter sees it)', async () => {
    const user = await createUser(t);
    const { valor, idas } = await contarIdas(t.db, () =>
      t.app.inject({ method: 'GET', url: '/api/Objeto', headers: user.auth }),
    );
    expect(valor.statusCode).toBe(200);
    // The session check and the list: a counter that missed either would prove nothing above.
    expect(idas).toBeGreaterThanOrEqual(2);
  });

  it('writes and marks nothing when a check fails, whatever the answer', async () => {
    const dono = await createUser(t);
    const outro = await createUser(t);
    const q = await abrirQuestionario(dono);
    const [a, b] = q.indicadores;

    const deOutro = await responder(outro, q, a!.id, a!.niveis[0]!.id);
    expect(deOutro.statusCode).toBe(404);
    expect(deOutro.json().clientMessage).toBe('Questionário não encontrado');
    const nivelErrado = await responder(dono, q, a!.id, b!.niveis[0]!.id);
    expect(nivelErrado.statusCode).toBe(400);
    expect(nivelErrado.json().fields).toEqual({ nivel_id: 'Este nível não pertence ao indicador' });
    const inexistente = await responder(dono, q, 999_999, null);
    expect(inexistente.statusCode).toBe(400);
    expect(inexistente.json().fields).toEqual({
      indicador_id: 'Este indicador não se aplica a esta unidade',
    });

    expect(await respostas(q.questionarioId)).toEqual([]);
    expect(await marcas()).toEqual([]);
  });
});
