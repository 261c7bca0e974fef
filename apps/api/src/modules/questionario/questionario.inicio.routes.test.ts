import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import {
  aplicaveisA,
  criarUnidade,
  edicaoSemeada,
  estrutura,
  indicadoresDe,
  iniciado,
  iniciar,
  lerEstrutura,
  PRODUTOR,
  type Questionarios,
  VAREJO,
} from './questionario.test-helpers.ts';

let t: TestApp;
let edicaoId: number;
let ctx: Questionarios;

beforeAll(async () => {
  t = await buildTestApp();
  edicaoId = await edicaoSemeada(t);
  ctx = { t, edicaoId };
});

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/Guia/Questionario', () => {
  it("lists each indicator's evidence files (titles only) and no other questionnaire's", async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(ctx, user);
    const questionarioId = await iniciado(ctx, user, objetoId);
    const outroQuestionario = await iniciado(
      ctx,
      user,
      await criarUnidade(ctx, user, { ...PRODUTOR, nomeunidade: 'Outra' }),
    );
    const [a, b] = indicadoresDe(await lerEstrutura(ctx, user, objetoId, questionarioId));
    const arquivo = { mime: 'application/pdf', tamanho: 1 };
    await t.db.insert(schema.evidencia).values([
      { ...arquivo, questionarioId, indicadorId: a!.id, titulo: 'laudo.pdf', nomearquivo: 'x/1.pdf' },
      { ...arquivo, questionarioId, indicadorId: a!.id, titulo: 'foto.pdf', nomearquivo: 'x/2.pdf' },
      { ...arquivo, questionarioId, indicadorId: b!.id, titulo: 'ata.pdf', nomearquivo: 'x/3.pdf' },
      {
        ...arquivo,
        questionarioId: outroQuestionario,
        indicadorId: b!.id,
        titulo: 'alheio.pdf',
        nomearquivo: 'x/4.pdf',
      },
    ]);
    const indicadores = indicadoresDe(await lerEstrutura(ctx, user, objetoId, questionarioId));
    const titulos = (id: number) => indicadores.find((i) => i.id === id)!.evidencias.map((e) => e.titulo);
    expect(titulos(a!.id)).toEqual(['laudo.pdf', 'foto.pdf']);
    expect(titulos(b!.id)).toEqual(['ata.pdf']);
    expect(indicadores.find((i) => i.id === a!.id)!.evidencias[0]).toEqual({
      id: expect.any(Number),
      titulo: 'laudo.pdf',
    });
    expect(indicadores.filter((i) => i.evidencias.length > 0)).toHaveLength(2);
  });

  it('refuses a second open questionnaire for the same unit and edition', async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(ctx, user);
    await iniciado(ctx, user, objetoId);
    const res = await iniciar(ctx, user, objetoId);
    expect(res.statusCode).toBe(409);
    expect(res.json().clientMessage).toMatch(/^Já existe um preenchimento em andamento deste Guia/);
  });

  it('refuses an edition that is not available', async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(ctx, user);
    await t.db.update(schema.edicao).set({ disponivel: false }).where(eq(schema.edicao.id, edicaoId));
    try {
      const res = await iniciar(ctx, user, objetoId);
      expect(res.statusCode).toBe(409);
      expect(res.json().clientMessage).toBe('Este Guia não está disponível para preenchimento.');
    } finally {
      await t.db.update(schema.edicao).set({ disponivel: true }).where(eq(schema.edicao.id, edicaoId));
    }
  });

  it("answers another user's unit and a missing edition with 404", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const objetoId = await criarUnidade(ctx, owner);
    const foreign = await iniciar(ctx, stranger, objetoId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().clientMessage).toBe('Unidade não encontrada');
    const missing = await iniciar(ctx, stranger, objetoId + 1000);
    expect(missing.body).toBe(foreign.body);
    const semEdicao = await iniciar(ctx, owner, objetoId, edicaoId + 1000);
    expect(semEdicao.statusCode).toBe(404);
    expect(semEdicao.json().clientMessage).toBe('Guia não encontrado');
  });

  it('refuses ids that are not positive integers', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Guia/Questionario',
      headers: user.auth,
      payload: { objeto_id: 'x', guia_id: -1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ objeto_id: 'Unidade inválida', guia_id: 'Guia inválido' });
  });
});

describe('GET /api/Guia/{objetoId}/{guiaId}/{questionarioId}', () => {
  it('shows a unit of another category only the indicators that apply to it', async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(ctx, user, VAREJO);
    const questionarioId = await iniciado(ctx, user, objetoId);
    const e = await lerEstrutura(ctx, user, objetoId, questionarioId);
    expect(indicadoresDe(e).map((i) => i.codigo)).toEqual(aplicaveisA(3).map((i) => i.codigo));
    expect(e.totalPerguntas).toBe(aplicaveisA(3).length);
    for (const p of e.principios)
      for (const c of p.criterios) expect(c.indicadores.length).toBeGreaterThan(0);
  });

  it("answers another user's questionnaire, or one of another unit, exactly like a missing one", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const objetoId = await criarUnidade(ctx, owner);
    const outraUnidade = await criarUnidade(ctx, owner, VAREJO);
    const questionarioId = await iniciado(ctx, owner, objetoId);
    const foreign = await estrutura(ctx, stranger, objetoId, questionarioId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      error: 'Questionário não encontrado',
      clientMessage: 'Questionário não encontrado',
      code: 'not_found',
    });
    expect((await estrutura(ctx, owner, objetoId, questionarioId + 1000)).body).toBe(foreign.body);
    expect((await estrutura(ctx, owner, outraUnidade, questionarioId)).body).toBe(foreign.body);
  });
});
