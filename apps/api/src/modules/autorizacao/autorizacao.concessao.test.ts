import { randomUUID } from 'node:crypto';
import { CONSENTIMENTO_AUTORIZACAO, hojeEm, MENSAGENS_AUTORIZACAO, prazoPadrao } from '@guia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { acessar } from '../../access/acessar.ts';
import { MENSAGEM_SEM_PERMISSAO } from '../../access/concessao.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { criarUnidade } from '../../test/factories.ts';
import { conceder as concederDireto, tecnicoComCpf } from '../../test/tecnicos.ts';
import { chavesDe } from '../idempotencia/idempotencia.test-helpers.ts';
import {
  abrirApp,
  type Cenario,
  cenario,
  chamar,
  conceder,
  concessoesNaUnidade,
  lerUnidade,
  limpar,
} from './autorizacao.test-helpers.ts';

let t: TestApp;
let c: Cenario;

/** Today in Brasília, and the day `meses` months away. */
const hoje = () => hojeEm(new Date());
const emMeses = (meses: number) => prazoPadrao(hoje(), meses);

beforeAll(async () => {
  t = await abrirApp();
});
beforeEach(async () => {
  await limpar(t);
  c = await cenario(t);
});
afterAll(() => t.close());

describe('POST /api/Autorizacoes', () => {
  it('grants the chosen units to the technician found by CPF, 12 months by default, and he reads them', async () => {
    const res = await conceder(t, c, [c.unidadeA], {
      cpf_tecnico: c.tecnico.cpf.replace(/^(\d{3})(\d{3})(\d{3})/, '$1.$2.$3-'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe(MENSAGENS_AUTORIZACAO.concedida);
    expect(data).toEqual([
      {
        id: expect.any(Number),
        tecnico: { nome: 'Maria Souza', instituicao: 'Instituto X', uf: 'MT' },
        objeto: { id: c.unidadeA, nomeunidade: 'Fazenda A' },
        permissoes: { ver: true, preencher: true, evidencias: false, plano: false, finalizar: false },
        valida_ate: emMeses(12),
        criada_em: expect.any(String),
        revogada_em: null,
        status: 'ativa',
      },
    ]);
    // The technician's CPF, e-mail or phone never reach the producer's answer.
    expect(res.body).not.toContain(c.tecnico.cpf);
    expect(res.body).not.toContain(c.tecnico.email);
    const [linha] = await concessoesNaUnidade(t, c.tecnico.id, c.unidadeA);
    expect(linha).toMatchObject({
      consentimentoVersao: CONSENTIMENTO_AUTORIZACAO.versao,
      produtorId: c.produtor.id,
    });
    // The last day ends at midnight in Brasília (03:00 UTC the next day).
    const meiaNoite = Date.parse(`${emMeses(12)}T03:00:00Z`) + 86_400_000;
    expect(linha!.validaAte.getTime()).toBe(meiaNoite);
    expect((await lerUnidade(t, c.tecnico, c.unidadeA)).statusCode).toBe(200);
    expect((await lerUnidade(t, c.tecnico, c.unidadeB)).statusCode).toBe(404);
  });

  it('grants several units at once with the chosen permissions and date; a unit named twice is one grant', async () => {
    const res = await conceder(t, c, [c.unidadeA, c.unidadeB, c.unidadeA], {
      permissoes: { preencher: false, evidencias: true, plano: true, finalizar: true },
      valida_ate: emMeses(6),
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as { objeto: { id: number }; permissoes: object; valida_ate: string }[];
    expect(data.map((g) => g.objeto.id).sort()).toEqual([c.unidadeA, c.unidadeB].sort());
    for (const g of data) {
      expect(g.permissoes).toEqual({
        ver: true,
        preencher: false,
        evidencias: true,
        plano: true,
        finalizar: true,
      });
      expect(g.valida_ate).toBe(emMeses(6));
    }
  });
});

describe('POST /api/Autorizacoes: refusals', () => {
  it('refuses a unit of another user, or a missing one, with 404 and grants nothing', async () => {
    const alheia = await criarUnidade(t, c.outro, { nomeunidade: 'Vizinha' });
    for (const ids of [[alheia], [c.unidadeA, alheia], [2_000_000_000]]) {
      const res = await conceder(t, c, ids);
      expect(res.statusCode, String(ids)).toBe(404);
      expect(res.json().clientMessage).toBe(MENSAGENS_AUTORIZACAO.unidadeNaoEncontrada);
    }
    expect(await concessoesNaUnidade(t, c.tecnico.id, c.unidadeA)).toEqual([]);
    // An administrator does not grant on the producer's behalf: his consent is his own.
    const admin = await chamar(t, c.admin, 'POST', '/Autorizacoes', {
      cpf_tecnico: c.tecnico.cpf,
      objeto_ids: [c.unidadeA],
      permissoes: { preencher: true, evidencias: false, plano: false },
      consentimento_versao: CONSENTIMENTO_AUTORIZACAO.versao,
    });
    expect(admin.statusCode).toBe(404);
  });

  it('answers 422 on cpf_tecnico when no accredited technician has that CPF (unknown, pending, suspended, himself)', async () => {
    const pendente = await tecnicoComCpf(t, 'pendente');
    const suspenso = await tecnicoComCpf(t, 'suspenso');
    for (const [cpf, mensagem] of [
      ['52998224725', MENSAGENS_AUTORIZACAO.tecnicoNaoEncontrado],
      [pendente.cpf, MENSAGENS_AUTORIZACAO.tecnicoNaoEncontrado],
      [suspenso.cpf, MENSAGENS_AUTORIZACAO.tecnicoNaoEncontrado],
      [c.outro.cpf, MENSAGENS_AUTORIZACAO.tecnicoNaoEncontrado],
    ] as const) {
      const res = await conceder(t, c, [c.unidadeA], { cpf_tecnico: cpf });
      expect(res.statusCode, cpf).toBe(422);
      expect(res.json()).toMatchObject({ clientMessage: mensagem, fields: { cpf_tecnico: mensagem } });
    }
    // A producer who is himself an accredited technician cannot grant himself.
    await t.db.execute(sql`insert into tecnico (usuario_id, instituicao, registro_profissional, uf, status)
      values (${c.produtor.id}, 'Instituto Y', 'CREA 1', 'GO', 'credenciado')`);
    const proprio = await conceder(t, c, [c.unidadeA], { cpf_tecnico: c.produtor.cpf });
    expect(proprio.statusCode).toBe(422);
    expect(proprio.json().fields).toEqual({ cpf_tecnico: MENSAGENS_AUTORIZACAO.proprioCpf });
  });

  it('answers 422 when the consent read is not the current version', async () => {
    const res = await conceder(t, c, [c.unidadeA], { consentimento_versao: '2020-01' });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({
      consentimento_versao: MENSAGENS_AUTORIZACAO.consentimentoDesatualizado,
    });
  });

  it('refuses a date in the past or more than 36 months away, and a bad body, naming the field in Portuguese', async () => {
    const ontem = hojeEm(new Date(Date.now() - 86_400_000));
    const depoisDoMaximo = new Date(Date.parse(emMeses(36)) + 86_400_000).toISOString().slice(0, 10);
    for (const [valida_ate, mensagem] of [
      [ontem, MENSAGENS_AUTORIZACAO.validaAtePassada],
      [depoisDoMaximo, MENSAGENS_AUTORIZACAO.validaAteLonga],
      ['2026-02-30', MENSAGENS_AUTORIZACAO.validaAte],
    ] as const) {
      const res = await conceder(t, c, [c.unidadeA], { valida_ate });
      expect(res.statusCode, valida_ate).toBe(400);
      expect(res.json().fields).toEqual({ valida_ate: mensagem });
    }
    // Today and the 36th month are both allowed.
    for (const valida_ate of [hoje(), emMeses(36)]) {
      expect((await conceder(t, c, [c.unidadeA], { valida_ate })).statusCode, valida_ate).toBe(201);
    }
    const ruim = await chamar(t, c.produtor, 'POST', '/Autorizacoes', {
      cpf_tecnico: '123',
      objeto_ids: [],
      permissoes: { preencher: 'sim' },
    });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().fields).toMatchObject({
      cpf_tecnico: 'CPF inválido',
      objeto_ids: MENSAGENS_AUTORIZACAO.unidades,
      'permissoes.preencher': MENSAGENS_AUTORIZACAO.preencher,
      'permissoes.evidencias': MENSAGENS_AUTORIZACAO.evidencias,
      consentimento_versao: MENSAGENS_AUTORIZACAO.consentimento,
    });
    expect((await chamar(t, null, 'POST', '/Autorizacoes', {})).statusCode).toBe(401);
  });
});

describe('POST /api/Autorizacoes: a grant given again', () => {
  it('replaces a grant the technician already holds on the unit: the old one revoked, one live grant', async () => {
    const primeira = await conceder(t, c, [c.unidadeA]);
    const segunda = await conceder(t, c, [c.unidadeA], {
      permissoes: { preencher: false, evidencias: true, plano: false },
    });
    expect(segunda.statusCode).toBe(201);
    const [velha, nova] = await concessoesNaUnidade(t, c.tecnico.id, c.unidadeA);
    expect(velha).toMatchObject({ id: primeira.json().data[0].id, revogadaEm: expect.any(Date) });
    expect(nova).toMatchObject({ id: segunda.json().data[0].id, revogadaEm: null, evidencias: true });
    // The new grant is the one the gate reads: evidence yes, answering no.
    expect((await lerUnidade(t, c.tecnico, c.unidadeA)).statusCode).toBe(200);
    const tecnico = { id: c.tecnico.id, role: 'visitante' as const };
    const unidade = async () => ({ usuarioId: c.produtor.id, objetoId: c.unidadeA });
    await expect(
      acessar(t.db, tecnico, 'evidencia.enviar', unidade, { naoEncontrado: 'x' }),
    ).resolves.toBeTruthy();
    await expect(
      acessar(t.db, tecnico, 'resposta.salvar', unidade, { naoEncontrado: 'x' }),
    ).rejects.toMatchObject({ statusCode: 403, message: MENSAGEM_SEM_PERMISSAO });

    // An expired grant, never revoked, is closed the same way.
    const outroTecnico = await tecnicoComCpf(t);
    const expirada = await concederDireto(t, {
      tecnicoId: outroTecnico.id,
      objetoId: c.unidadeB,
      validaAte: sql`now() - interval '1 day'`,
    });
    const res = await conceder(t, c, [c.unidadeB], { cpf_tecnico: outroTecnico.cpf });
    expect(res.statusCode).toBe(201);
    const linhas = await concessoesNaUnidade(t, outroTecnico.id, c.unidadeB);
    expect(linhas.map((l) => [l.id, l.revogadaEm !== null])).toEqual([
      [expirada, true],
      [res.json().data[0].id, false],
    ]);
    expect((await lerUnidade(t, outroTecnico, c.unidadeB)).statusCode).toBe(200);
  });

  it('takes an Idempotency-Key: the same key and body grant once and replay the answer; another body is 422', async () => {
    const chave = randomUUID();
    const cabecalho = { 'idempotency-key': chave };
    const primeira = await conceder(t, c, [c.unidadeA], {}, cabecalho);
    const repetida = await conceder(t, c, [c.unidadeA], {}, cabecalho);
    expect(primeira.statusCode).toBe(201);
    expect(repetida.statusCode).toBe(201);
    expect(repetida.headers['idempotent-replayed']).toBe('true');
    expect(repetida.json()).toEqual(primeira.json());
    // One grant, not a replacement.
    expect(await concessoesNaUnidade(t, c.tecnico.id, c.unidadeA)).toHaveLength(1);
    const outroCorpo = await conceder(t, c, [c.unidadeB], {}, cabecalho);
    expect(outroCorpo.statusCode).toBe(422);
    expect(await concessoesNaUnidade(t, c.tecnico.id, c.unidadeB)).toHaveLength(0);
    expect(await chavesDe(t, c.produtor.id)).toHaveLength(1);
  });
});
