import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  createUser,
  criarQuestionarioFinalizado,
  criarUnidade,
  edicaoDisponivel,
  type TestUser,
} from '../../test/factories.ts';

/** Reads of a finished questionnaire's reports and PDFs on another user's behalf go to the audit log. */
describe('audit of reports read on behalf of a user', () => {
  let t: TestApp;
  let dono: TestUser;
  let admin: TestUser;
  let edicaoId: number;
  let objetoId: number;
  let questionarioId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    [dono, admin] = await Promise.all([createUser(t), createUser(t, { role: 'administrador' })]);
    edicaoId = await edicaoDisponivel(t);
    objetoId = await criarUnidade(t, dono);
    questionarioId = await criarQuestionarioFinalizado(t, dono, objetoId, { edicaoId });
  });
  afterAll(() => t.close());

  const base = () => `/api/Objeto/${objetoId}/${edicaoId}/${questionarioId}`;
  /** Every report and PDF route with the audit row its read by an administrator writes. */
  const leituras = () => [
    {
      url: `/api/Objeto/${objetoId}/${edicaoId}?questionario_id=${questionarioId}`,
      acao: 'relatorio.desempenho',
    },
    { url: `${base()}/completo`, acao: 'relatorio.completo' },
    { url: `${base()}/prioridades`, acao: 'relatorio.prioridades' },
    { url: `${base()}/comparativo?grupo=minha-regiao`, acao: 'relatorio.comparativo' },
    { url: `/api/Guia/Report/${objetoId}/${edicaoId}`, acao: 'relatorio.pdf', pdf: 'comprovante' },
    {
      url: `/api/Relatorio/Desempenho/${objetoId}/${edicaoId}?questionario_id=${questionarioId}`,
      acao: 'relatorio.pdf',
      pdf: 'desempenho',
    },
    {
      url: `/api/Guia/Report/Generate/${objetoId}/${edicaoId}/${questionarioId}`,
      acao: 'relatorio.pdf',
      pdf: 'relatorio',
    },
    { url: `${base()}/completo/pdf`, acao: 'relatorio.pdf', pdf: 'completo' },
    { url: `${base()}/prioridades/pdf`, acao: 'relatorio.pdf', pdf: 'prioridades' },
    { url: `${base()}/comparativo/pdf`, acao: 'relatorio.pdf', pdf: 'comparativo' },
  ];
  const comUsuario = (url: string, usuarioId: number) =>
    `${url}${url.includes('?') ? '&' : '?'}user_id=${usuarioId}`;
  const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.auth });
  const linhas = () => t.db.select().from(schema.auditoria).orderBy(asc(schema.auditoria.id));

  it('writes nothing when the owner reads his own reports', async () => {
    const antes = (await linhas()).length;
    for (const { url } of leituras()) {
      const res = await get(dono, url);
      expect(res.statusCode, url).toBe(200);
    }
    expect(await linhas()).toHaveLength(antes);
  }, 120_000);

  it('writes one row per report an administrator reads on the owner’s behalf, before answering', async () => {
    for (const { url, acao, pdf } of leituras()) {
      const antes = (await linhas()).length;
      const res = await get(admin, comUsuario(url, dono.id));
      expect(res.statusCode, url).toBe(200);
      const novas = (await linhas()).slice(antes);
      expect(novas, url).toHaveLength(1);
      expect(novas[0], url).toMatchObject({
        atorId: admin.id,
        acao,
        alvoUsuarioId: dono.id,
        objetoId,
        detalhes: { edicaoId, questionarioId, ...(pdf ? { pdf } : {}) },
      });
      if (!pdf) expect(novas[0]!.detalhes).not.toHaveProperty('pdf');
    }
  }, 120_000);

  it('writes nothing when an administrator reads the report of his own unit', async () => {
    const unidade = await criarUnidade(t, admin, { nomeunidade: 'Unidade do Administrador' });
    const q = await criarQuestionarioFinalizado(t, admin, unidade, { aproveitamentos: [50, 60, 70, 80, 90] });
    const antes = (await linhas()).length;
    const res = await get(admin, `/api/Objeto/${unidade}/${edicaoId}/${q}/prioridades`);
    expect(res.statusCode).toBe(200);
    expect(await linhas()).toHaveLength(antes);
  });

  it('refuses the report (503, no report in the body) when the audit row cannot be written', async () => {
    await t.db.execute(sql`alter table auditoria rename to auditoria_indisponivel`);
    try {
      for (const { url } of leituras()) {
        const res = await get(admin, comUsuario(url, dono.id));
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['content-type'], url).toMatch(/^application\/json/);
        const body = res.json();
        expect(body, url).not.toHaveProperty('data');
        expect(res.body, url).not.toContain('Açougue Central');
      }
      // The owner's own reads do not depend on the audit log.
      const proprio = await get(dono, `${base()}/prioridades`);
      expect(proprio.statusCode).toBe(200);
    } finally {
      await t.db.execute(sql`alter table auditoria_indisponivel rename to auditoria`);
    }
  });
});
