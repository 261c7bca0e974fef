import { MENSAGENS_AUTORIZACAO } from '@guia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MENSAGEM_AUTORIZACAO_REVOGADA } from '../../access/concessao.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { conceder as concederDireto, pedidoPendente, tecnicoComCpf } from '../../test/tecnicos.ts';
import {
  abrirApp,
  type Cenario,
  cenario,
  chamar,
  conceder,
  concessoesNaUnidade,
  lerUnidade,
  limpar,
  listar,
} from './autorizacao.test-helpers.ts';

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

describe('GET /api/Autorizacoes', () => {
  it("lists the producer's grants newest first with their status, and the pending requests of accredited technicians", async () => {
    const ativa = (await conceder(t, c, [c.unidadeA])).json().data[0].id as number;
    const revogado = await tecnicoComCpf(t, 'credenciado', { nome: 'Revogado' });
    const revogada = await concederDireto(t, { tecnicoId: revogado.id, objetoId: c.unidadeB });
    await chamar(t, c.produtor, 'DELETE', `/Autorizacoes/${revogada}`);
    const expirado = await tecnicoComCpf(t, 'credenciado', { nome: 'Expirado' });
    const expirada = await concederDireto(t, {
      tecnicoId: expirado.id,
      objetoId: c.unidadeB,
      validaAte: sql`now() - interval '1 minute'`,
    });
    const suspenso = await tecnicoComCpf(t, 'credenciado', { nome: 'Suspenso' });
    const suspensa = await concederDireto(t, { tecnicoId: suspenso.id, objetoId: c.unidadeA });
    await t.db.execute(sql`update tecnico set status = 'suspenso' where usuario_id = ${suspenso.id}`);

    const solicitante = await tecnicoComCpf(t, 'credenciado', { nome: 'Ana Técnica' });
    const pedido = await pedidoPendente(t, solicitante.id, c.produtor.id);
    // A suspended technician's request waits hidden; another producer's is not his.
    await pedidoPendente(t, suspenso.id, c.produtor.id);
    await pedidoPendente(t, solicitante.id, c.outro.id);

    const res = await listar(t, c.produtor);
    expect(res.statusCode).toBe(200);
    const { autorizacoes, solicitacoes } = res.json().data;
    expect(autorizacoes.map((a: { id: number; status: string }) => [a.id, a.status])).toEqual([
      [suspensa, 'suspensa'],
      [expirada, 'expirada'],
      [revogada, 'revogada'],
      [ativa, 'ativa'],
    ]);
    expect(autorizacoes[2].revogada_em).toEqual(expect.any(String));
    expect(solicitacoes).toEqual([
      {
        id: pedido,
        tecnico: { nome: 'Ana Técnica', instituicao: 'Instituto X', uf: 'MT' },
        mensagem: 'Sou o técnico da cooperativa',
        criada_em: expect.any(String),
      },
    ]);
    for (const tec of [c.tecnico, revogado, expirado, suspenso, solicitante]) {
      expect(res.body).not.toContain(tec.cpf);
      expect(res.body).not.toContain(tec.email);
    }
  });

  it("shows another user none of the producer's grants or requests", async () => {
    await conceder(t, c, [c.unidadeA]);
    await pedidoPendente(t, c.tecnico.id, c.produtor.id);
    for (const quem of [c.outro, c.admin, c.tecnico]) {
      const res = await listar(t, quem);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ autorizacoes: [], solicitacoes: [] });
    }
    expect((await chamar(t, null, 'GET', '/Autorizacoes')).statusCode).toBe(401);
  });
});

describe('DELETE /api/Autorizacoes/:id', () => {
  it("revokes at once: the technician's next read is refused with the reason; repeating answers 204 again", async () => {
    const id = (await conceder(t, c, [c.unidadeA])).json().data[0].id as number;
    expect((await lerUnidade(t, c.tecnico, c.unidadeA)).statusCode).toBe(200);

    const res = await chamar(t, c.produtor, 'DELETE', `/Autorizacoes/${id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const recusada = await lerUnidade(t, c.tecnico, c.unidadeA);
    expect(recusada.statusCode).toBe(403);
    expect(recusada.json().clientMessage).toBe(MENSAGEM_AUTORIZACAO_REVOGADA);

    const [antes] = await concessoesNaUnidade(t, c.tecnico.id, c.unidadeA);
    expect((await chamar(t, c.produtor, 'DELETE', `/Autorizacoes/${id}`)).statusCode).toBe(204);
    const [depois] = await concessoesNaUnidade(t, c.tecnico.id, c.unidadeA);
    // The first revocation's time stays.
    expect(depois!.revogadaEm).toEqual(antes!.revogadaEm);
  });

  it("answers 404 for another user's grant (an administrator's too) and an unknown one, and revokes nothing", async () => {
    const id = (await conceder(t, c, [c.unidadeA])).json().data[0].id as number;
    for (const quem of [c.outro, c.admin, c.tecnico]) {
      const res = await chamar(t, quem, 'DELETE', `/Autorizacoes/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().clientMessage).toBe(MENSAGENS_AUTORIZACAO.autorizacaoNaoEncontrada);
    }
    expect((await chamar(t, c.produtor, 'DELETE', '/Autorizacoes/2000000000')).statusCode).toBe(404);
    expect((await chamar(t, c.produtor, 'DELETE', '/Autorizacoes/abc')).json().fields).toEqual({
      id: 'Autorização inválida',
    });
    expect((await chamar(t, null, 'DELETE', `/Autorizacoes/${id}`)).statusCode).toBe(401);
    expect((await lerUnidade(t, c.tecnico, c.unidadeA)).statusCode).toBe(200);
  });

  it('revokes an expired grant too (it is closed for good)', async () => {
    const id = await concederDireto(t, {
      tecnicoId: c.tecnico.id,
      objetoId: c.unidadeB,
      validaAte: sql`now() - interval '1 day'`,
    });
    expect((await chamar(t, c.produtor, 'DELETE', `/Autorizacoes/${id}`)).statusCode).toBe(204);
    const [g] = (await listar(t, c.produtor)).json().data.autorizacoes;
    expect(g).toMatchObject({ id, status: 'revogada' });
  });
});
