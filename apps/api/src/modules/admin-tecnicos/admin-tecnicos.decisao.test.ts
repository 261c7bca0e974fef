import { CONSENTIMENTO_AUTORIZACAO, LINKS_DELEGACAO, MENSAGENS_ADMIN_TECNICO } from '@guia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MENSAGEM_TECNICO_SUSPENSO } from '../../access/concessao.ts';
import { schema } from '../../db/client.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { conceder, tecnicoComCpf } from '../../test/tecnicos.ts';
import { semAuditoria } from '../admin-usuarios/admin-usuarios.test-helpers.ts';
import {
  abrirApp,
  type Cenario,
  cenario,
  chamar,
  lerUnidade,
  limpar,
} from '../autorizacao/autorizacao.test-helpers.ts';

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

const decidir = (id: number, acao: 'Credenciar' | 'Suspender', quem = c.admin) =>
  chamar(t, quem, 'POST', `/Admin/Tecnicos/${id}/${acao}`);

const auditoriaSobre = (id: number) =>
  t.db
    .select()
    .from(schema.auditoria)
    .where(eq(schema.auditoria.alvoUsuarioId, id))
    .orderBy(schema.auditoria.id);

const statusDe = async (id: number) =>
  (await t.db.select().from(schema.tecnico).where(eq(schema.tecnico.usuarioId, id)))[0]?.status;

describe('POST /api/Admin/Tecnicos/:id/Credenciar', () => {
  it('accredits a pending technician: audited, told in his notices, and producers find him by CPF', async () => {
    const novo = await tecnicoComCpf(t, 'pendente', { nome: 'Novo Técnico' });
    const res = await decidir(novo.id, 'Credenciar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: MENSAGENS_ADMIN_TECNICO.credenciado,
      data: {
        usuario_id: novo.id,
        nome: 'Novo Técnico',
        status: 'credenciado',
        decidido_em: expect.any(String),
      },
    });
    expect(await auditoriaSobre(novo.id)).toEqual([
      expect.objectContaining({
        atorId: c.admin.id,
        acao: 'credenciamento.credenciar',
        detalhes: { de: 'pendente' },
      }),
    ]);
    const [aviso] = await t.db
      .select()
      .from(schema.notificacao)
      .where(eq(schema.notificacao.usuarioId, novo.id));
    expect(aviso).toMatchObject({ tipo: 'credenciamento', link: LINKS_DELEGACAO.credenciamento });
    const concessao = await chamar(t, c.produtor, 'POST', '/Autorizacoes', {
      cpf_tecnico: novo.cpf,
      objeto_ids: [c.unidadeA],
      permissoes: { preencher: true, evidencias: false, plano: false },
      consentimento_versao: CONSENTIMENTO_AUTORIZACAO.versao,
    });
    expect(concessao.statusCode).toBe(201);

    // Again: nothing changes, nothing more audited.
    const denovo = await decidir(novo.id, 'Credenciar');
    expect(denovo.json().message).toBe(MENSAGENS_ADMIN_TECNICO.jaCredenciado);
    expect(await auditoriaSobre(novo.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown technician, and to anyone but an administrator', async () => {
    const pendente = await tecnicoComCpf(t, 'pendente');
    expect((await decidir(c.outro.id, 'Credenciar')).statusCode).toBe(404);
    expect((await decidir(2_000_000_000, 'Credenciar')).statusCode).toBe(404);
    for (const quem of [c.produtor, c.tecnico, pendente]) {
      expect((await decidir(pendente.id, 'Credenciar', quem)).statusCode).toBe(404);
    }
    expect(await statusDe(pendente.id)).toBe('pendente');
  });
});

describe('POST /api/Admin/Tecnicos/:id/Suspender', () => {
  it('stops every grant he holds at once: his next read through the gate is refused; audited with the count', async () => {
    await conceder(t, { tecnicoId: c.tecnico.id, objetoId: c.unidadeA });
    await conceder(t, { tecnicoId: c.tecnico.id, objetoId: c.unidadeB });
    expect((await lerUnidade(t, c.tecnico, c.unidadeA)).statusCode).toBe(200);

    const res = await decidir(c.tecnico.id, 'Suspender');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MENSAGENS_ADMIN_TECNICO.suspenso,
      data: { status: 'suspenso', autorizacoes_ativas: 0 },
    });
    for (const unidade of [c.unidadeA, c.unidadeB]) {
      const lido = await lerUnidade(t, c.tecnico, unidade);
      expect(lido.statusCode).toBe(403);
      expect(lido.json().clientMessage).toBe(MENSAGEM_TECNICO_SUSPENSO);
    }
    expect(await auditoriaSobre(c.tecnico.id)).toEqual([
      expect.objectContaining({
        acao: 'credenciamento.suspender',
        detalhes: { de: 'credenciado', autorizacoesAtivas: 2 },
      }),
    ]);
    // The producer sees the grants as suspended; 'Produtores que atendo' is empty.
    const lista = (await chamar(t, c.produtor, 'GET', '/Autorizacoes')).json().data.autorizacoes;
    expect(lista.map((a: { status: string }) => a.status)).toEqual(['suspensa', 'suspensa']);
    expect((await chamar(t, c.tecnico, 'GET', '/Tecnico/Unidades')).json().data.unidades).toEqual([]);

    // Accrediting him again lets the grants still within their date in again.
    expect((await decidir(c.tecnico.id, 'Credenciar')).statusCode).toBe(200);
    expect((await lerUnidade(t, c.tecnico, c.unidadeA)).statusCode).toBe(200);
  });

  it('does nothing when the audit row cannot be written (503)', async () => {
    await semAuditoria(t, async () => {
      const res = await decidir(c.tecnico.id, 'Suspender');
      expect(res.statusCode).toBe(503);
    });
    expect(await statusDe(c.tecnico.id)).toBe('credenciado');
    expect((await decidir(c.tecnico.id, 'Suspender', c.produtor)).statusCode).toBe(404);
    expect(await statusDe(c.tecnico.id)).toBe('credenciado');
  });
});
