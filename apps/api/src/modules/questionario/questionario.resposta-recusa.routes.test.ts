import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { createUser } from '../../test/factories.ts';
import {
  aplicaveisA,
  criarUnidade,
  finalizar,
  iniciado,
  prepararQuestionario,
  responder,
  t,
  totalRespostas,
  usarAppDeTeste,
  VAREJO,
} from './questionario.test-helpers.ts';

usarAppDeTeste();

describe('POST /api/Guia/Resposta', () => {
  it('reads the percentage the Brazilian way and never turns 1.000 into 1', async () => {
    const { user, objetoId, questionarioId, indicadores } = await prepararQuestionario();
    const i = indicadores.find((x) => x.possuipercentual)!;
    const nivel = i.niveis.find((n) => n.peso > 0)!;
    const ok = await responder(user, objetoId, questionarioId, i.id, nivel.id, '45' as unknown as number);
    expect(ok.json().data.percentual).toBe(45);
    const mil = await responder(user, objetoId, questionarioId, i.id, nivel.id, '1.000' as unknown as number);
    expect(mil.statusCode).toBe(400);
    expect(mil.json().fields).toEqual({ percentual: 'O percentual deve estar entre 0 e 100' });
    const decimal = await responder(
      user,
      objetoId,
      questionarioId,
      i.id,
      nivel.id,
      '45.5' as unknown as number,
    );
    expect(decimal.statusCode).toBe(400);
    expect(Object.keys(decimal.json().fields)).toEqual(['percentual']);
  });

  it('refuses a level of another indicator', async () => {
    const { user, objetoId, questionarioId, indicadores } = await prepararQuestionario();
    const [a, b] = indicadores;
    const res = await responder(user, objetoId, questionarioId, a!.id, b!.niveis[0]!.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      clientMessage: 'Este nível não pertence ao indicador',
      fields: { nivel_id: 'Este nível não pertence ao indicador' },
    });
    expect(await totalRespostas()).toBe(0);
  });

  it("refuses an indicator that does not apply to the unit's category", async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(user, VAREJO);
    const questionarioId = await iniciado(user, objetoId);
    const soProdutor = aplicaveisA(6).find((i) => !(i.categorias as readonly number[]).includes(3))!;
    const [row] = await t.db
      .select({ id: schema.indicador.id })
      .from(schema.indicador)
      .where(eq(schema.indicador.codigo, soProdutor.codigo));
    const [nv] = await t.db
      .select({ id: schema.nivel.id })
      .from(schema.nivel)
      .where(and(eq(schema.nivel.indicadorId, row!.id)));
    const res = await responder(user, objetoId, questionarioId, row!.id, nv!.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ indicador_id: 'Este indicador não se aplica a esta unidade' });
  });

  it("answers another user's questionnaire with 404 and leaves it untouched", async () => {
    const { objetoId, questionarioId, indicadores } = await prepararQuestionario();
    const stranger = await createUser(t);
    const i = indicadores[0]!;
    const res = await responder(stranger, objetoId, questionarioId, i.id, i.niveis[0]!.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().clientMessage).toBe('Questionário não encontrado');
    const fim = await finalizar(stranger, objetoId, questionarioId);
    expect(fim.statusCode).toBe(404);
    expect(await totalRespostas()).toBe(0);
  });
});
