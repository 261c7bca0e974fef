import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { contarIdas } from '../../test/contar-idas.ts';
import {
  createUser,
  criarQuestionarioFinalizado,
  criarUnidade,
  edicaoDisponivel,
  inserirFinalizado,
  inserirProdutor,
  type TestUser,
} from '../../test/factories.ts';
import { atualizarComparativo } from './comparativo.service.ts';

// Finished reports are stored (at the finish, else at the first read) and served from there while
// their validators hold, with an ETag: If-None-Match -> 304 without a body.

let t: TestApp;
let dono: TestUser;
let admin: TestUser;
let edicaoId: number;
let objetoId: number;
let questionarioId: number;

beforeAll(async () => {
  // No bodies held in memory here: these tests read what the database serves (relatorio.corpos.test.ts
  // covers the memory).
  t = await buildTestApp({ RELATORIO_CORPOS_MB: 0 });
  [dono, admin] = await Promise.all([createUser(t), createUser(t, { role: 'administrador' })]);
  edicaoId = await edicaoDisponivel(t);
  objetoId = await criarUnidade(t, dono);
  // Through the API: the finish stores the reports.
  questionarioId = await criarQuestionarioFinalizado(t, dono, objetoId, { edicaoId });
});
afterAll(() => t.close());

const base = () => `/api/Objeto/${objetoId}/${edicaoId}/${questionarioId}`;
const urls = () => [
  `/api/Objeto/${objetoId}/${edicaoId}`,
  `/api/Objeto/${objetoId}/${edicaoId}?questionario_id=${questionarioId}`,
  `${base()}/completo`,
  `${base()}/prioridades`,
  `${base()}/comparativo?grupo=minha-regiao`,
  `${base()}/comparativo?grupo=brasil`,
  `${base()}/comparativo?grupo=meu-guia`,
];
const get = (user: TestUser, url: string, etag?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...user.auth, ...(etag ? { 'if-none-match': etag } : {}) },
  });
const armazenados = () =>
  t.db
    .select({ tipo: schema.relatorioArmazenado.tipo })
    .from(schema.relatorioArmazenado)
    .where(eq(schema.relatorioArmazenado.questionarioId, questionarioId))
    .orderBy(asc(schema.relatorioArmazenado.tipo));

describe('stored reports', () => {
  it('stores the three reports in the finish, the comparatives at their first read', async () => {
    expect((await armazenados()).map((r) => r.tipo)).toEqual(['completo', 'desempenho', 'prioridades']);
    for (const url of urls()) expect((await get(dono, url)).statusCode, url).toBe(200);
    // The first group comparative met an edition never refreshed: built after the refresh it ran,
    // and stored only at the next read (its validators were read before the snapshot existed).
    expect((await armazenados()).map((r) => r.tipo)).not.toContain('comparativo:minha-regiao');
    expect((await get(dono, `${base()}/comparativo?grupo=minha-regiao`)).statusCode).toBe(200);
    expect((await armazenados()).map((r) => r.tipo)).toEqual([
      'comparativo:brasil',
      'comparativo:meu-guia',
      'comparativo:minha-regiao',
      'completo',
      'desempenho',
      'prioridades',
    ]);
  });

  it('answers the same ETag twice, and 304 without a body to If-None-Match', async () => {
    for (const url of urls()) {
      const a = await get(dono, url);
      const b = await get(dono, url);
      expect(a.statusCode, url).toBe(200);
      expect(a.headers.etag, url).toMatch(/^"[0-9a-f]{32}"$/);
      expect(b.headers.etag, url).toBe(a.headers.etag);
      expect(b.body, url).toBe(a.body);
      expect(a.headers['cache-control'], url).toBe('private, no-cache');
      const c = await get(dono, url, String(a.headers.etag));
      expect(c.statusCode, url).toBe(304);
      expect(c.body, url).toBe('');
      expect(c.headers.etag, url).toBe(a.headers.etag);
      // Another ETag (an older report) gets the body.
      expect((await get(dono, url, '"outro"')).statusCode, url).toBe(200);
    }
  });

  it('serves the stored body, not a rebuild, while its validators hold', async () => {
    const url = `${base()}/prioridades`;
    const antes = await get(dono, url);
    const marcado = antes.body.replace('"prioridades":', '"prioridades" :');
    await t.db
      .update(schema.relatorioArmazenado)
      .set({ corpo: marcado })
      .where(
        and(
          eq(schema.relatorioArmazenado.questionarioId, questionarioId),
          eq(schema.relatorioArmazenado.tipo, 'prioridades'),
        ),
      );
    const depois = await get(dono, url);
    expect(depois.body).toBe(marcado);
    expect(depois.headers.etag).toBe(antes.headers.etag);
  });

  it('reads a stored report in ONE round trip, the session check included', async () => {
    for (const url of urls()) {
      await get(dono, url);
      const { valor, idas } = await contarIdas(t.db, () => get(dono, url));
      expect(valor.statusCode, url).toBe(200);
      expect(idas, url).toBe(1);
      const { valor: naoMudou, idas: idas304 } = await contarIdas(t.db, () =>
        get(dono, url, String(valor.headers.etag)),
      );
      expect(naoMudou.statusCode, url).toBe(304);
      expect(idas304, url).toBe(1);
    }
  });
});

describe('stored reports: who reads, and what changes them', () => {
  it('writes the audit row of an administrator’s read also on a 304', async () => {
    const url = `${base()}/completo?user_id=${dono.id}`;
    const linhas = () => t.db.select().from(schema.auditoria).orderBy(asc(schema.auditoria.id));
    const primeira = await get(admin, url);
    expect(primeira.statusCode).toBe(200);
    const antes = (await linhas()).length;
    const res = await get(admin, url, String(primeira.headers.etag));
    expect(res.statusCode).toBe(304);
    const novas = (await linhas()).slice(antes);
    expect(novas).toHaveLength(1);
    expect(novas[0]).toMatchObject({
      atorId: admin.id,
      acao: 'relatorio.completo',
      alvoUsuarioId: dono.id,
      objetoId,
      detalhes: { edicaoId, questionarioId },
    });
    // Another user's report stays a missing one, ETag or not.
    const outro = await createUser(t);
    const negado = await get(outro, `${base()}/completo`, String(primeira.headers.etag));
    expect(negado.statusCode).toBe(404);
    expect(negado.headers.etag).toBeUndefined();
  });

  it('rebuilds when the unit header or the edition texts change: new ETag, same frozen numbers', async () => {
    const url = `${base()}/completo`;
    const antes = await get(dono, url);
    const renomear = await t.app.inject({
      method: 'PUT',
      url: `/api/Objeto/${objetoId}`,
      headers: dono.auth,
      payload: { nomeunidade: 'Fazenda Renomeada' },
    });
    // The unit's edit route takes the whole unit; when it refuses a partial body, rename in the table.
    if (renomear.statusCode !== 200)
      await t.db
        .update(schema.objeto)
        .set({ nomeunidade: 'Fazenda Renomeada' })
        .where(eq(schema.objeto.id, objetoId));
    const renomeado = await get(dono, url, String(antes.headers.etag));
    expect(renomeado.statusCode).toBe(200);
    expect(renomeado.headers.etag).not.toBe(antes.headers.etag);
    expect(renomeado.json().data.unidade.nomeunidade).toBe('Fazenda Renomeada');

    const indicadorId: number = antes.json().data.gabarito[0].id;
    const editar = await t.app.inject({
      method: 'PATCH',
      url: '/api/Admin/Guia/update/indicador',
      headers: admin.auth,
      payload: { id: indicadorId, titulo: 'Título corrigido depois da finalização' },
    });
    expect(editar.statusCode).toBe(200);
    const editado = await get(dono, url, String(renomeado.headers.etag));
    expect(editado.statusCode).toBe(200);
    expect(editado.headers.etag).not.toBe(renomeado.headers.etag);
    const data = editado.json().data;
    expect(data.gabarito[0].titulo).toBe('Título corrigido depois da finalização');
    expect({ score: data.score, scoretotal: data.scoretotal }).toEqual({
      score: antes.json().data.score,
      scoretotal: antes.json().data.scoretotal,
    });
    // Stored again: the next read is one round trip.
    const { idas } = await contarIdas(t.db, () => get(dono, url));
    expect(idas).toBe(1);
  });

  it('gives the comparative a new ETag when its group snapshot is published again', async () => {
    const url = `${base()}/comparativo?grupo=brasil`;
    const antes = await get(dono, url);
    expect(antes.json().data.comparado).toBeNull();
    expect((await get(dono, url, String(antes.headers.etag))).statusCode).toBe(304);
    // Five other owners' finished units, past the grace period: the next refresh publishes them.
    const haDias = (n: number) => new Date(Date.now() - n * 86_400_000);
    for (const v of [10, 30, 50, 70, 90]) {
      const outro = await inserirProdutor(t, { criadoEm: haDias(90), emailVerificadoEm: haDias(90) });
      const [o] = await t.db
        .insert(schema.objeto)
        .values({ usuarioId: outro, categoriaId: 6, nomeunidade: `Vizinha ${v}`, uf: 'MT', cidade: 5103403 })
        .returning({ id: schema.objeto.id });
      await inserirFinalizado(t, {
        objetoId: o!.id,
        edicaoId,
        usuarioId: outro,
        aproveitamentos: [v, v, v, v, v],
        finalizadoEm: haDias(60),
      });
    }
    const regras = {
      minUnidades: t.config.COMPARATIVO_MIN_UNIDADES,
      carenciaDias: t.config.COMPARATIVO_CARENCIA_DIAS,
      agora: new Date(),
    };
    expect((await atualizarComparativo(t.db, edicaoId, regras)).publicados).toContain('brasil');
    const depois = await get(dono, url, String(antes.headers.etag));
    expect(depois.statusCode).toBe(200);
    expect(depois.headers.etag).not.toBe(antes.headers.etag);
    expect(depois.json().data.comparado).not.toBeNull();
  });

  it('builds and stores on first read a report finished before reports were stored', async () => {
    const unidade = await criarUnidade(t, dono, { nomeunidade: 'Unidade Antiga' });
    const antigo = await criarQuestionarioFinalizado(t, dono, unidade, {
      aproveitamentos: [50, 60, 70, 80, 90],
    });
    const url = `/api/Objeto/${unidade}/${edicaoId}/${antigo}/prioridades`;
    const [primeira, segunda] = await Promise.all([get(dono, url), get(dono, url)]);
    expect(primeira.statusCode).toBe(200);
    expect(segunda.body).toBe(primeira.body);
    const linhas = await t.db
      .select({ tipo: schema.relatorioArmazenado.tipo })
      .from(schema.relatorioArmazenado)
      .where(eq(schema.relatorioArmazenado.questionarioId, antigo));
    expect(linhas).toEqual([{ tipo: 'prioridades' }]);
  });
});

describe('the session check folded into the report read', () => {
  it('answers like every route: 401 for a dead session, 403 before the terms, 401 before a 400', async () => {
    const url = `${base()}/completo`;
    const user = await createUser(t, { aceite: false });
    const termos = await get(user, url);
    expect(termos.statusCode).toBe(403);
    expect(termos.json().code).toBe('terms_required');

    const sessao = await createUser(t);
    const unidade = await criarUnidade(t, sessao);
    const q = await criarQuestionarioFinalizado(t, sessao, unidade, {
      aproveitamentos: [10, 20, 30, 40, 50],
    });
    const propria = `/api/Objeto/${unidade}/${edicaoId}/${q}/completo`;
    expect((await get(sessao, propria)).statusCode).toBe(200);
    const invalida = await get(sessao, `/api/Objeto/${unidade}/${edicaoId}/abc/completo`);
    expect(invalida.statusCode).toBe(400);
    expect(invalida.json().code).toBe('validation_error');
    // A role taken away is gone on the next call: no longer an administrator, another's report is missing.
    const ex = await createUser(t, { role: 'administrador' });
    expect((await get(ex, `${url}?user_id=${dono.id}`)).statusCode).toBe(200);
    await t.db.update(schema.usuario).set({ role: 'visitante' }).where(eq(schema.usuario.id, ex.id));
    expect((await get(ex, `${url}?user_id=${dono.id}`)).statusCode).toBe(404);

    await t.db
      .update(schema.refreshToken)
      .set({ revogadoEm: new Date() })
      .where(eq(schema.refreshToken.usuarioId, sessao.id));
    for (const u of [propria, `/api/Objeto/${unidade}/${edicaoId}/abc/completo`]) {
      const res = await get(sessao, u);
      expect(res.statusCode, u).toBe(401);
      expect(res.json().code, u).toBe('invalid_token');
      expect(res.body, u).not.toContain('data');
    }
    const semToken = await t.app.inject({ method: 'GET', url: propria });
    expect(semToken.statusCode).toBe(401);
  });
});
