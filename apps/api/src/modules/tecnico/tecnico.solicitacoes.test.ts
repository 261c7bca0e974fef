import { LINKS_DELEGACAO, MENSAGEM_SOLICITACAO_ENVIADA, MENSAGENS_TECNICO } from '@guia/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { TOO_MANY_MESSAGE } from '../../plugins/rate-limit.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestUser } from '../../test/factories.ts';
import { cpfValido, credenciarTecnico } from '../../test/tecnicos.ts';
import { abrirApp, type Cenario, cenario, chamar, limpar } from '../autorizacao/autorizacao.test-helpers.ts';
import { SOLICITACOES_POR_HORA } from './tecnico.service.ts';

let t: TestApp;
let c: Cenario;

beforeAll(async () => {
  t = await abrirApp();
});
beforeEach(async () => {
  await limpar(t);
  c = await cenario(t);
});
afterAll(() => t.close());

const pedir = (quem: TestUser, cpf: string, mensagem?: string) =>
  chamar(t, quem, 'POST', '/Tecnico/Solicitacoes', { cpf_produtor: cpf, ...(mensagem ? { mensagem } : {}) });

const pedidos = () => t.db.select().from(schema.solicitacaoAcesso).orderBy(schema.solicitacaoAcesso.id);
const avisosDe = (usuarioId: number) =>
  t.db.select().from(schema.notificacao).where(eq(schema.notificacao.usuarioId, usuarioId));

/** What a caller can observe of an answer: status, headers (but the date) and body. */
function observavel(res: Awaited<ReturnType<typeof pedir>>) {
  const { date: _date, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.body };
}

describe('POST /api/Tecnico/Solicitacoes', () => {
  it('answers exactly the same whether or not an account has the CPF (no enumeration)', async () => {
    const existe = await pedir(c.tecnico, c.produtor.cpf);
    const naoExiste = await pedir(c.tecnico, cpfValido(999_999));
    expect(existe.statusCode).toBe(202);
    expect(existe.json()).toEqual({ data: null, message: MENSAGEM_SOLICITACAO_ENVIADA });
    expect(observavel(naoExiste)).toEqual(observavel(existe));
    // Both counted against the technician's limit alike.
    const [limite] = await t.db
      .select({ contagem: schema.rateLimit.contagem })
      .from(schema.rateLimit)
      .where(eq(schema.rateLimit.chave, `tecnico-solicitacao:${c.tecnico.id}`));
    expect(limite?.contagem).toBe(2);
  });

  it('stores the request to the producer the CPF names and notifies him; asking again refreshes it', async () => {
    await pedir(
      c.tecnico,
      c.produtor.cpf.replace(/^(\d{3})(\d{3})(\d{3})/, '$1.$2.$3-'),
      'Sou da cooperativa',
    );
    const [p] = await pedidos();
    expect(p).toMatchObject({
      tecnicoId: c.tecnico.id,
      produtorId: c.produtor.id,
      mensagem: 'Sou da cooperativa',
      status: 'pendente',
    });
    const avisos = await avisosDe(c.produtor.id);
    expect(avisos).toEqual([
      expect.objectContaining({
        tipo: 'solicitacao_acesso',
        link: LINKS_DELEGACAO.autorizacoes,
        mensagem: expect.stringContaining('Maria Souza (técnico, Instituto X)'),
      }),
    ]);
    await pedir(c.tecnico, c.produtor.cpf, 'Segunda tentativa');
    expect((await pedidos()).map((x) => [x.id, x.mensagem])).toEqual([[p!.id, 'Segunda tentativa']]);
    expect(await avisosDe(c.produtor.id)).toHaveLength(1);
    // The producer sees it in his list.
    const lista = await chamar(t, c.produtor, 'GET', '/Autorizacoes');
    expect(lista.json().data.solicitacoes).toEqual([expect.objectContaining({ id: p!.id })]);
  });

  it('stores nothing for his own CPF, and nothing while the producer refused him in the last 30 days', async () => {
    await pedir(c.tecnico, c.tecnico.cpf);
    expect(await pedidos()).toEqual([]);
    await pedir(c.tecnico, c.produtor.cpf);
    const [p] = await pedidos();
    await chamar(t, c.produtor, 'POST', `/Solicitacoes/${p!.id}/Recusar`);
    const depois = await pedir(c.tecnico, c.produtor.cpf);
    expect(depois.statusCode).toBe(202);
    expect((await pedidos()).map((x) => x.status)).toEqual(['recusada']);
    // Thirty days later he may ask again.
    await t.db.execute(sql`update solicitacao_acesso set decidida_em = now() - interval '31 days'`);
    await pedir(c.tecnico, c.produtor.cpf);
    expect((await pedidos()).map((x) => x.status)).toEqual(['recusada', 'pendente']);
    expect(await avisosDe(c.produtor.id)).toHaveLength(2);
  });

  it('refuses anyone but an accredited technician (403), before any work', async () => {
    await credenciarTecnico(t, c.outro.id, 'pendente');
    const suspenso = c.tecnico;
    await credenciarTecnico(t, suspenso.id, 'suspenso');
    for (const quem of [c.outro, suspenso, c.produtor, c.admin]) {
      const res = await pedir(quem, c.produtor.cpf);
      expect(res.statusCode).toBe(403);
      expect(res.json().clientMessage).toBe(MENSAGENS_TECNICO.soCredenciados);
    }
    expect(await pedidos()).toEqual([]);
    expect(await t.db.select().from(schema.rateLimit)).toEqual([]);
    expect(
      (await chamar(t, null, 'POST', '/Tecnico/Solicitacoes', { cpf_produtor: c.produtor.cpf })).statusCode,
    ).toBe(401);
  });

  it('names an invalid CPF or a long message in Portuguese', async () => {
    const res = await chamar(t, c.tecnico, 'POST', '/Tecnico/Solicitacoes', {
      cpf_produtor: '111.111.111-11',
      mensagem: 'x'.repeat(501),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      cpf_produtor: 'CPF inválido',
      mensagem: 'Use no máximo 500 caracteres',
    });
  });

  it(`limits a technician to ${SOLICITACOES_POR_HORA} requests an hour (429)`, async () => {
    for (let i = 0; i < SOLICITACOES_POR_HORA; i++) {
      expect((await pedir(c.tecnico, cpfValido(500_000 + i))).statusCode).toBe(202);
    }
    const demais = await pedir(c.tecnico, c.produtor.cpf);
    expect(demais.statusCode).toBe(429);
    expect(demais.json().clientMessage).toBe(TOO_MANY_MESSAGE);
    expect(await pedidos()).toEqual([]);
  });
});
