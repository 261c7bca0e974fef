import { randomUUID } from 'node:crypto';
import { CONSENTIMENTO_AUTORIZACAO, LINKS_DELEGACAO, MENSAGENS_AUTORIZACAO } from '@guia/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { criarUnidade } from '../../test/factories.ts';
import { pedidoPendente } from '../../test/tecnicos.ts';
import {
  abrirApp,
  type Cenario,
  cenario,
  chamar,
  concessoesNaUnidade,
  lerUnidade,
  limpar,
} from './autorizacao.test-helpers.ts';

let t: TestApp;
let c: Cenario;
let pedido: number;

beforeAll(async () => {
  t = await abrirApp();
});
beforeEach(async () => {
  await limpar(t);
  c = await cenario(t);
  pedido = await pedidoPendente(t, c.tecnico.id, c.produtor.id);
});
afterAll(() => t.close());

const corpo = (objetoIds: number[], extra: Record<string, unknown> = {}) => ({
  objeto_ids: objetoIds,
  permissoes: { preencher: true, evidencias: true, plano: false },
  consentimento_versao: CONSENTIMENTO_AUTORIZACAO.versao,
  ...extra,
});

const aceitar = (id: number, quem = c.produtor, body: unknown = corpo([c.unidadeA]), headers = {}) =>
  chamar(t, quem, 'POST', `/Solicitacoes/${id}/Aceitar`, body, headers);
const recusar = (id: number, quem = c.produtor) => chamar(t, quem, 'POST', `/Solicitacoes/${id}/Recusar`);

async function statusDoPedido(id: number) {
  const [p] = await t.db
    .select({ status: schema.solicitacaoAcesso.status, decididaEm: schema.solicitacaoAcesso.decididaEm })
    .from(schema.solicitacaoAcesso)
    .where(eq(schema.solicitacaoAcesso.id, id));
  return p;
}

describe('POST /api/Solicitacoes/:id/Aceitar', () => {
  it('grants the chosen units to the technician the request names, and closes the request', async () => {
    const res = await aceitar(pedido);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: MENSAGENS_AUTORIZACAO.concedida,
      data: [
        {
          tecnico: { nome: 'Maria Souza' },
          objeto: { id: c.unidadeA, nomeunidade: 'Fazenda A' },
          permissoes: { ver: true, preencher: true, evidencias: true, plano: false, finalizar: false },
          status: 'ativa',
        },
      ],
    });
    expect(await statusDoPedido(pedido)).toMatchObject({ status: 'aceita', decididaEm: expect.any(Date) });
    expect((await lerUnidade(t, c.tecnico, c.unidadeA)).statusCode).toBe(200);
    expect((await lerUnidade(t, c.tecnico, c.unidadeB)).statusCode).toBe(404);
    // The technician is told in his notices; the request is gone from the producer's list.
    const [aviso] = await t.db
      .select()
      .from(schema.notificacao)
      .where(eq(schema.notificacao.usuarioId, c.tecnico.id));
    expect(aviso).toMatchObject({
      tipo: 'autorizacao',
      link: LINKS_DELEGACAO.produtoresQueAtendo,
      mensagem: 'João Produtor autorizou você a acessar uma unidade.',
    });
    const lista = await chamar(t, c.produtor, 'GET', '/Autorizacoes');
    expect(lista.json().data.solicitacoes).toEqual([]);
  });

  it('answers 409 once the request was answered, and grants nothing more', async () => {
    expect((await aceitar(pedido)).statusCode).toBe(201);
    for (const res of [await aceitar(pedido, c.produtor, corpo([c.unidadeB])), await recusar(pedido)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().clientMessage).toBe(MENSAGENS_AUTORIZACAO.solicitacaoDecidida);
    }
    expect(await concessoesNaUnidade(t, c.tecnico.id, c.unidadeB)).toEqual([]);
  });

  it("answers 404 for another user's request (an administrator's, the technician's own) and an unknown one", async () => {
    for (const quem of [c.outro, c.admin, c.tecnico]) {
      const res = await aceitar(pedido, quem);
      expect(res.statusCode).toBe(404);
      expect(res.json().clientMessage).toBe(MENSAGENS_AUTORIZACAO.solicitacaoNaoEncontrada);
      expect((await recusar(pedido, quem)).statusCode).toBe(404);
    }
    expect((await aceitar(2_000_000_000)).statusCode).toBe(404);
    expect(await statusDoPedido(pedido)).toMatchObject({ status: 'pendente' });
  });

  it("refuses another user's unit (404), an old consent (422), a bad body (400), and keeps the request pending", async () => {
    const alheia = await criarUnidade(t, c.outro, { nomeunidade: 'Vizinha' });
    expect((await aceitar(pedido, c.produtor, corpo([alheia]))).statusCode).toBe(404);
    const velho = await aceitar(pedido, c.produtor, corpo([c.unidadeA], { consentimento_versao: 'v0' }));
    expect(velho.statusCode).toBe(422);
    expect(velho.json().fields).toEqual({
      consentimento_versao: MENSAGENS_AUTORIZACAO.consentimentoDesatualizado,
    });
    const ruim = await aceitar(pedido, c.produtor, { objeto_ids: 'todas' });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().fields).toMatchObject({
      objeto_ids: expect.any(String),
      permissoes: expect.any(String),
    });
    expect(await statusDoPedido(pedido)).toMatchObject({ status: 'pendente' });
  });

  it('answers 409 when the technician is no longer accredited', async () => {
    await t.db.execute(sql`update tecnico set status = 'suspenso' where usuario_id = ${c.tecnico.id}`);
    const res = await aceitar(pedido);
    expect(res.statusCode).toBe(409);
    expect(res.json().clientMessage).toBe(MENSAGENS_AUTORIZACAO.tecnicoInativo);
    expect(await concessoesNaUnidade(t, c.tecnico.id, c.unidadeA)).toEqual([]);
  });

  it('takes an Idempotency-Key: a repeat replays the grant instead of answering 409', async () => {
    const cabecalho = { 'idempotency-key': randomUUID() };
    const primeira = await aceitar(pedido, c.produtor, corpo([c.unidadeA]), cabecalho);
    const repetida = await aceitar(pedido, c.produtor, corpo([c.unidadeA]), cabecalho);
    expect(repetida.statusCode).toBe(201);
    expect(repetida.json()).toEqual(primeira.json());
    expect(await concessoesNaUnidade(t, c.tecnico.id, c.unidadeA)).toHaveLength(1);
  });
});

describe('POST /api/Solicitacoes/:id/Recusar', () => {
  it('closes the request without a grant and without telling the technician', async () => {
    const res = await recusar(pedido);
    expect(res.statusCode).toBe(204);
    expect(await statusDoPedido(pedido)).toMatchObject({ status: 'recusada' });
    expect(await concessoesNaUnidade(t, c.tecnico.id, c.unidadeA)).toEqual([]);
    const avisos = await t.db
      .select()
      .from(schema.notificacao)
      .where(eq(schema.notificacao.usuarioId, c.tecnico.id));
    expect(avisos).toEqual([]);
    expect((await recusar(pedido)).statusCode).toBe(409);
    expect((await chamar(t, null, 'POST', `/Solicitacoes/${pedido}/Recusar`)).statusCode).toBe(401);
  });
});
