import { randomUUID } from 'node:crypto';
import { MENSAGENS_PLANO } from '@guia/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import {
  abrirApp,
  cenario,
  corpoDasPrioridades,
  criar,
  hoje,
  item,
  ler,
  limpar,
  planoCriado,
  relogio,
} from './plano-acao.test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await abrirApp();
});

beforeEach(async () => {
  await limpar(t);
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/Objeto/:objetoId/PlanoAcao', () => {
  it('makes the plan of the five priorities, and GET shows it with the texts the screen needs', async () => {
    const c = await cenario(t);
    const res = await criar(t, c.user, c.objetoId, {
      questionario_id: c.questionarioId,
      itens: [...c.emDois.map((id) => item(id)), item(c.emUm, { peso_meta: 5, responsavel: 'Capataz João' })],
    });
    expect(res.statusCode, res.body).toBe(201);
    const plano = res.json().data;
    expect(plano).toMatchObject({
      objeto_id: c.objetoId,
      questionario_id: c.questionarioId,
      avaliado_em: null,
    });
    expect(plano.itens).toHaveLength(6);
    const ultimo = plano.itens[5];
    expect(ultimo).toMatchObject({
      indicador_id: c.emUm,
      peso_atual: 1,
      peso_meta: 5,
      estado: 'planejada',
      responsavel: 'Capataz João',
      registros: [],
      desfecho: null,
      peso_obtido: null,
      concluido_em: null,
    });
    expect(ultimo.nivel_atual.length).toBeGreaterThan(0);
    expect(ultimo.nivel_meta.length).toBeGreaterThan(0);
    // The targets an edit may choose: the levels above 1, each with its text, the target's among them.
    expect(ultimo.niveis_acima.map((n: { peso: number }) => n.peso)).toEqual([2, 3, 4, 5]);
    expect(ultimo.niveis_acima.find((n: { peso: number }) => n.peso === 5).descricao).toBe(ultimo.nivel_meta);
    expect(ultimo.indicador.codigo).toMatch(/^\d+\.\d+\.\d+$/);
    expect(ultimo.principio.titulo.length).toBeGreaterThan(0);

    const lido = await ler(t, c.user, c.objetoId);
    expect(lido.statusCode).toBe(200);
    expect(lido.json().data).toEqual({ ativo: plano, anterior: null });
    // The lineage is kept, so next year's edition finds a renumbered indicator.
    const [guardado] = await t.db
      .select({ linhagem: schema.planoAcaoItem.linhagem })
      .from(schema.planoAcaoItem)
      .where(eq(schema.planoAcaoItem.id, ultimo.id));
    const [ind] = await t.db
      .select({ linhagem: schema.indicador.linhagem })
      .from(schema.indicador)
      .where(eq(schema.indicador.id, c.emUm));
    expect(guardado!.linhagem).toBe(ind!.linhagem);
  });

  it('answers an empty plan when the unit has none', async () => {
    const c = await cenario(t);
    const res = await ler(t, c.user, c.objetoId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ativo: null, anterior: null });
  });
});

describe('POST /api/Objeto/:objetoId/PlanoAcao: each refusal names its field', () => {
  it('refuses, per field, a target not above the current level and a deadline in the past', async () => {
    const c = await cenario(t);
    const res = await criar(t, c.user, c.objetoId, {
      questionario_id: c.questionarioId,
      itens: [item(c.emDois[0]!, { peso_meta: 2 }), item(c.emDois[1]!, { prazo: '2020-01-01' })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'itens.0.peso_meta': MENSAGENS_PLANO.metaInvalida,
      'itens.1.prazo': MENSAGENS_PLANO.prazoPassado,
    });
    // Schema rules too: a target below 2, an unreal date, no actions, a repeated indicator.
    const esquema = await criar(t, c.user, c.objetoId, {
      questionario_id: c.questionarioId,
      itens: [
        item(c.emDois[0]!, { peso_meta: 1 }),
        item(c.emDois[1]!, { prazo: '2027-02-30' }),
        item(c.emDois[2]!, { acoes: '  ' }),
        item(c.emDois[2]!),
      ],
    });
    expect(esquema.statusCode).toBe(400);
    expect(esquema.json().fields).toMatchObject({
      'itens.0.peso_meta': MENSAGENS_PLANO.metaInvalida,
      'itens.1.prazo': MENSAGENS_PLANO.prazoInvalido,
      'itens.2.acoes': MENSAGENS_PLANO.acoes,
      'itens.3.indicador_id': MENSAGENS_PLANO.indicadorRepetido,
    });
    expect((await ler(t, c.user, c.objetoId)).json().data.ativo).toBeNull();
  });

  it("judges 'today' on the server's clock in Brasília's time zone", async () => {
    // 02:00 UTC on 1 March is still 28 February in Brasília (the session is signed on this clock too).
    relogio.agora = new Date('2027-03-01T02:00:00Z');
    const c = await cenario(t);
    expect(hoje()).toBe('2027-02-28');
    const ontem = await criar(t, c.user, c.objetoId, {
      questionario_id: c.questionarioId,
      itens: [item(c.emDois[0]!, { prazo: '2027-02-27' })],
    });
    expect(ontem.json().fields).toEqual({ 'itens.0.prazo': MENSAGENS_PLANO.prazoPassado });
    const hojeMesmo = await criar(t, c.user, c.objetoId, {
      questionario_id: c.questionarioId,
      itens: [item(c.emDois[0]!, { prazo: '2027-02-28' })],
    });
    expect(hojeMesmo.statusCode, hojeMesmo.body).toBe(201);
  });

  it("refuses an indicator not answered, answered 'Não se aplica', at the top level, or of another questionnaire", async () => {
    const c = await cenario(t);
    const outra = await cenario(t, c.user);
    // An indicator of the edition that does not apply to a producer: never answered in this questionnaire.
    const [naoAplicavel] = await t.db
      .select({ id: schema.indicador.id })
      .from(schema.indicador)
      .where(
        sql`cardinality(${schema.indicador.categorias}) > 0 and not 6 = any(${schema.indicador.categorias})`,
      )
      .limit(1);
    expect(naoAplicavel).toBeDefined();
    const res = await criar(t, c.user, c.objetoId, {
      questionario_id: c.questionarioId,
      itens: [item(c.naoSeAplica), item(c.noTopo), item(999_999), item(c.emDois[0]!), item(naoAplicavel!.id)],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      'itens.0.indicador_id': MENSAGENS_PLANO.indicadorNaoSeAplica,
      'itens.1.indicador_id': MENSAGENS_PLANO.indicadorNoTopo,
      'itens.2.indicador_id': MENSAGENS_PLANO.indicadorForaDoQuestionario,
      'itens.4.indicador_id': MENSAGENS_PLANO.indicadorForaDoQuestionario,
    });
    expect(res.json().fields['itens.3.indicador_id']).toBeUndefined();
    // The other unit's finished questionnaire is not this unit's.
    const deOutraUnidade = await criar(t, c.user, c.objetoId, {
      questionario_id: outra.questionarioId,
      itens: [item(outra.emDois[0]!)],
    });
    expect(deOutraUnidade.statusCode).toBe(400);
    expect(deOutraUnidade.json().fields).toEqual({
      questionario_id: MENSAGENS_PLANO.questionarioNaoEncontrado,
    });
  });

  it('refuses a questionnaire that is not finished', async () => {
    const c = await cenario(t);
    const [aberto] = await t.db
      .insert(schema.questionario)
      .values({ objetoId: c.objetoId, edicaoId: c.edicaoId, usuarioId: c.user.id })
      .returning({ id: schema.questionario.id });
    const res = await criar(t, c.user, c.objetoId, {
      questionario_id: aberto!.id,
      itens: [item(c.emDois[0]!)],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ questionario_id: MENSAGENS_PLANO.questionarioAberto });
  });
});

describe('POST /api/Objeto/:objetoId/PlanoAcao: one plan, once, by the owner', () => {
  it('keeps one active plan per unit: a second is 409, and of two simultaneous saves exactly one wins', async () => {
    const c = await cenario(t);
    const [a, b] = await Promise.all([
      criar(t, c.user, c.objetoId, corpoDasPrioridades(c)),
      criar(t, c.user, c.objetoId, corpoDasPrioridades(c)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const perdedor = a.statusCode === 409 ? a : b;
    expect(perdedor.json().clientMessage).toBe(MENSAGENS_PLANO.planoAtivo);
    const planos = await t.db
      .select()
      .from(schema.planoAcao)
      .where(eq(schema.planoAcao.objetoId, c.objetoId));
    expect(planos).toHaveLength(1);
    const depois = await criar(t, c.user, c.objetoId, corpoDasPrioridades(c));
    expect(depois.statusCode).toBe(409);
    // The index decides, whatever the code checks first: a second active row is refused by the database.
    await expect(
      t.db
        .insert(schema.planoAcao)
        .values({ objetoId: c.objetoId, questionarioId: c.questionarioId, criadoPor: c.user.id }),
    ).rejects.toThrow();
  });

  it('answers a resend with the same Idempotency-Key with the same 201, and makes one plan', async () => {
    const c = await cenario(t);
    const chave = { 'idempotency-key': randomUUID() };
    const primeira = await criar(t, c.user, c.objetoId, corpoDasPrioridades(c), chave);
    const segunda = await criar(t, c.user, c.objetoId, corpoDasPrioridades(c), chave);
    expect(primeira.statusCode).toBe(201);
    expect(segunda.statusCode).toBe(201);
    expect(segunda.headers['idempotent-replayed']).toBe('true');
    expect(segunda.json()).toEqual(primeira.json());
    const planos = await t.db
      .select()
      .from(schema.planoAcao)
      .where(eq(schema.planoAcao.objetoId, c.objetoId));
    expect(planos).toHaveLength(1);
    // The same key with another body is refused.
    const outra = await criar(
      t,
      c.user,
      c.objetoId,
      { ...corpoDasPrioridades(c), itens: [item(c.emUm)] },
      chave,
    );
    expect(outra.statusCode).toBe(422);
  });

  it("answers another user's unit with 404, and an administrator may not make a plan", async () => {
    const c = await cenario(t);
    const outro = await createUser(t);
    const admin = await createUser(t, { role: 'administrador' });
    for (const quem of [outro, admin]) {
      const res = await criar(t, quem, c.objetoId, corpoDasPrioridades(c));
      expect(res.statusCode).toBe(404);
      expect(res.json().clientMessage).toBe('Unidade não encontrada');
    }
    await planoCriado(t, c);
    expect((await ler(t, outro, c.objetoId)).statusCode).toBe(404);
  });
});
