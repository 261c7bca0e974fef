import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { extrairTextoPdf } from './extrair-texto.ts';

let t: TestApp;
let edicaoId: number;
/** Indicator ids by principle code, two per principle; level ids by indicator and weight. */
const indicadores = new Map<number, number[]>();
const niveis = new Map<number, Map<number, number>>();

const UNIDADE = 'Açougue São João';
const ANO = 2019;

/**
 * A small edition of its own: five principles, two indicators each, every level 0..5, for every
 * category. The answers below give, by SCORING.md:
 * P1 5+5 -> 10/10 = 100; P2 3+4 -> 7/10 = 70; P3 1+NA -> 1/5 = 20; P4 2+2 -> 4/10 = 40;
 * P5 NA+NA -> potencial 0 = 0 ('Princípio não aplicado'); overall floor(230 / 5) = 46.
 */
const RESPOSTAS: Record<number, [number, number]> = { 1: [5, 5], 2: [3, 4], 3: [1, 0], 4: [2, 2], 5: [0, 0] };
const TITULOS = ['Gestão', 'Comunidades', 'Trabalhadores', 'Meio Ambiente', 'Cadeia de Valor'];

beforeAll(async () => {
  t = await buildTestApp();
  const [ed] = await t.db.insert(schema.edicao).values({ ano: ANO, disponivel: true }).returning();
  edicaoId = ed!.id;
  for (let codigo = 1; codigo <= 5; codigo += 1) {
    const [p] = await t.db
      .insert(schema.principio)
      .values({
        edicaoId,
        codigo,
        titulo: TITULOS[codigo - 1]!,
        subtitulo: `Subtítulo ${codigo}`,
        descricao: `Descrição ${codigo}`,
        icone: 'gestao',
        orientacao: '<p>Orientação do princípio</p>',
      })
      .returning();
    const [c] = await t.db
      .insert(schema.criterio)
      .values({ principioId: p!.id, codigo: 1, titulo: `Critério ${codigo}.1`, descricao: 'Critério' })
      .returning();
    const ids: number[] = [];
    for (let seq = 1; seq <= 2; seq += 1) {
      const [ind] = await t.db
        .insert(schema.indicador)
        .values({
          criterioId: c!.id,
          codigo: `${codigo}.1.${seq}`,
          sequencia: seq,
          titulo: `Indicador ${codigo}.1.${seq}`,
        })
        .returning();
      ids.push(ind!.id);
      const rows = await t.db
        .insert(schema.nivel)
        .values(
          [0, 1, 2, 3, 4, 5].map((peso) => ({
            indicadorId: ind!.id,
            peso,
            descricao: peso === 0 ? 'Não se aplica' : `Prática nível ${peso}`,
          })),
        )
        .returning();
      niveis.set(ind!.id, new Map(rows.map((n) => [n.peso, n.id])));
    }
    indicadores.set(codigo, ids);
  }
});

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

async function criarUnidade(user: TestUser): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Objeto',
    headers: user.auth,
    payload: { categoria_id: 3, nomeunidade: UNIDADE, uf: 'SP', cidade: 3550308 },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

async function iniciar(user: TestUser, objetoId: number): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Guia/Questionario',
    headers: user.auth,
    payload: { objeto_id: objetoId, guia_id: edicaoId },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.questionario.id;
}

/** A unit with one finished questionnaire answered as RESPOSTAS says. */
async function cenarioFinalizado(user: TestUser) {
  const objetoId = await criarUnidade(user);
  const questionarioId = await iniciar(user, objetoId);
  for (const [codigo, pesos] of Object.entries(RESPOSTAS)) {
    const ids = indicadores.get(Number(codigo))!;
    for (const [i, peso] of pesos.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Guia/Resposta',
        headers: user.auth,
        payload: {
          objeto_id: objetoId,
          guia_id: edicaoId,
          questionario_id: questionarioId,
          indicador_id: ids[i],
          nivel_id: niveis.get(ids[i]!)!.get(peso),
        },
      });
      expect(res.statusCode).toBe(200);
    }
  }
  const fim = await t.app.inject({
    method: 'PUT',
    url: '/api/Guia/Questionario',
    headers: user.auth,
    payload: { objeto_id: objetoId, guia_id: edicaoId, questionario_id: questionarioId },
  });
  expect(fim.statusCode).toBe(200);
  return { objetoId, questionarioId };
}

const urls = (objetoId: number, questionarioId: number) => ({
  comprovante: `/api/Guia/Report/${objetoId}/${edicaoId}`,
  desempenho: `/api/Relatorio/Desempenho/${objetoId}/${edicaoId}`,
  gerado: `/api/Guia/Report/Generate/${objetoId}/${edicaoId}/${questionarioId}`,
  completo: `/api/Objeto/${objetoId}/${edicaoId}/${questionarioId}/completo/pdf`,
  prioridades: `/api/Objeto/${objetoId}/${edicaoId}/${questionarioId}/prioridades/pdf`,
  comparativo: `/api/Objeto/${objetoId}/${edicaoId}/${questionarioId}/comparativo/pdf`,
});

async function pdf(user: TestUser, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: user.auth });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['cache-control']).toBe('private, no-cache');
  expect(res.headers.etag).toMatch(/^"[\w-]{32}"$/);
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return { res, texto: await extrairTextoPdf(res.rawPayload) };
}

describe('report PDFs', () => {
  it('the performance report holds the unit, the overall score and every principle', async () => {
    const dono = await createUser(t, { nome: 'Maria Conceição' });
    const { objetoId, questionarioId } = await cenarioFinalizado(dono);
    const { res, texto } = await pdf(dono, urls(objetoId, questionarioId).desempenho);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="desempenho-acougue-sao-joao-${ANO}.pdf"`,
    );
    expect(texto).toContain(UNIDADE);
    expect(texto).toContain('Maria Conceição');
    expect(texto).toContain('Avaliação geral');
    expect(texto).toContain('46%');
    for (const valor of [100, 70, 20, 40, 0]) expect(texto).toContain(`Aproveitamento: ${valor}%`);
    // Radar labels carry each principle's aproveitamento.
    expect(texto).toContain('Comunidades (70%)');
    expect(texto).toContain('Trabalhadores (20%)');
    // P3: one NA -> 'Aplicáveis: 1 de 2'; blocks: atendido 20 / não atendido 80.
    expect(texto).toContain('Aplicáveis: 1 de 2');
    expect(texto).toContain('Atendido: 20% do potencial');
    expect(texto).toContain('Não atendido: 80% do potencial');
    expect(texto).toContain('Princípio não aplicado');
    // Gabarito: the answer and the next level.
    expect(texto).toContain('Indicador 2.1.1');
    expect(texto).toContain('3 - Prática nível 3');
    expect(texto).toContain('4 - Prática nível 4');
    expect(texto).toMatch(/Página 1 de \d/);
  });

  it('the generated report is the performance report of that questionnaire', async () => {
    const dono = await createUser(t);
    const { objetoId, questionarioId } = await cenarioFinalizado(dono);
    const { res, texto } = await pdf(dono, urls(objetoId, questionarioId).gerado);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="relatorio-acougue-sao-joao-${ANO}-${questionarioId}.pdf"`,
    );
    expect(texto).toContain(UNIDADE);
    expect(texto).toContain('Relatório do Guia');
    expect(texto).toContain('46%');
    for (const valor of [100, 70, 20, 40, 0]) expect(texto).toContain(`Aproveitamento: ${valor}%`);
  });

  it('the complete report holds the five principle scores, the total and the gabarito with its legend', async () => {
    const dono = await createUser(t);
    const { objetoId, questionarioId } = await cenarioFinalizado(dono);
    const { res, texto } = await pdf(dono, urls(objetoId, questionarioId).completo);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="completo-acougue-sao-joao-${ANO}.pdf"`,
    );
    expect(texto).toContain(UNIDADE);
    expect(texto).toContain('Pontuação total');
    for (const valor of ['100%', '70%', '20%', '40%', '0%', '46%']) expect(texto).toContain(valor);
    expect(texto).toContain('1 MUITO IMPORTANTE');
    expect(texto).toContain('3 IMPORTANTE');
    expect(texto).toContain('5 PARABÉNS');
    for (let p = 1; p <= 5; p += 1) expect(texto).toContain(`Princípio ${p} · ${TITULOS[p - 1]}`);
    expect(texto).toContain('Indicador 5.1.2');
    expect(texto).toContain('10 indicadores avaliados.');
  });

  it('the priorities report lists the five lowest answers with current and next level', async () => {
    const dono = await createUser(t);
    const { objetoId, questionarioId } = await cenarioFinalizado(dono);
    const { res, texto } = await pdf(dono, urls(objetoId, questionarioId).prioridades);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="prioridades-acougue-sao-joao-${ANO}.pdf"`,
    );
    expect(texto).toContain(UNIDADE);
    // Weights 1 (3.1.1), 2 (4.1.1, 4.1.2), 3 (2.1.1), 4 (2.1.2): never the 5s of principle 1.
    for (const codigo of ['3.1.1', '4.1.1', '4.1.2', '2.1.1', '2.1.2'])
      expect(texto).toContain(`Indicador ${codigo}`);
    expect(texto).not.toContain('Indicador 1.1.1');
    expect(texto).toContain('1 - Prática nível 1');
    expect(texto).toContain('2 - Prática nível 2');
    expect(texto).toContain('MUITO IMPORTANTE');
    expect(texto).not.toContain('Você não possui indicadores prioritários');
  });
});

describe('comparative report PDF', () => {
  it("shows the group's alert instead of charts when the group is too small", async () => {
    const dono = await createUser(t);
    const { objetoId, questionarioId } = await cenarioFinalizado(dono);
    const { res, texto } = await pdf(dono, `${urls(objetoId, questionarioId).comparativo}?grupo=brasil`);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="comparativo-brasil-acougue-sao-joao-${ANO}.pdf"`,
    );
    const tela = await t.app.inject({
      method: 'GET',
      url: `/api/Objeto/${objetoId}/${edicaoId}/${questionarioId}/comparativo?grupo=brasil`,
      headers: dono.auth,
    });
    const alerta = tela.json().data.alert as string;
    expect(alerta).toBeTruthy();
    expect(texto).toContain('Relatório comparativo');
    expect(texto).toContain(UNIDADE);
    expect(texto.replace(/\s+/g, ' ')).toContain(alerta.replace(/\s+/g, ' '));
    expect(texto).not.toContain('Sua unidade:');
  });
});

describe('proof of filling (comprovante)', () => {
  it('holds the unit, owner, edition, finish date and a stable verification code, and no scores', async () => {
    const dono = await createUser(t, { nome: 'José Antônio' });
    const { objetoId, questionarioId } = await cenarioFinalizado(dono);
    const { res, texto } = await pdf(dono, urls(objetoId, questionarioId).comprovante);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="comprovante-acougue-sao-joao-${ANO}.pdf"`,
    );
    expect(texto).toContain(UNIDADE);
    expect(texto).toContain('São Paulo/SP');
    expect(texto).toContain('José Antônio');
    expect(texto).toContain(`Guia ${ANO}`);
    expect(texto).toContain(`Questionário nº: ${questionarioId}`);
    const [q] = await t.db.select({ em: schema.questionario.finalizadoEm }).from(schema.questionario);
    const data = new Intl.DateTimeFormat('pt-BR', {
      dateStyle: 'short',
      timeZone: 'America/Sao_Paulo',
    }).format(q!.em!);
    expect(texto).toContain(data);
    expect(texto).not.toMatch(/\d+%/);
    expect(texto).not.toContain('Aproveitamento');

    const codigo = texto.match(/[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/)?.[0];
    expect(codigo).toBeDefined();
    // Without PUBLIC_URL, the configured default host (never the request's).
    expect(texto).toContain(`${t.config.publicUrl}/comprovante/${codigo}`);
    const [salvo] = await t.db.select({ c: schema.questionario.codigoComprovante }).from(schema.questionario);
    expect(salvo!.c).toBe(codigo);

    const segunda = await pdf(dono, urls(objetoId, questionarioId).comprovante);
    expect(segunda.texto).toContain(codigo);

    const publico = await t.app.inject({ method: 'GET', url: `/api/Comprovante/${codigo!.toLowerCase()}` });
    expect(publico.statusCode).toBe(200);
    expect(publico.json()).toEqual({
      data: {
        valido: true,
        codigo,
        unidade: UNIDADE,
        municipio: 'São Paulo',
        uf: 'SP',
        proprietario: 'José Antônio',
        ano: ANO,
        finalizadoem: q!.em!.toISOString(),
      },
    });
  });

  it('prints PUBLIC_URL when it is configured', async () => {
    const dono = await createUser(t);
    const { objetoId, questionarioId } = await cenarioFinalizado(dono);
    const original = t.config.PUBLIC_URL;
    const originalPublicUrl = t.config.publicUrl;
    Object.assign(t.config, {
      PUBLIC_URL: 'https://guia.example.org',
      publicUrl: 'https://guia.example.org',
    });
    try {
      const { texto } = await pdf(dono, urls(objetoId, questionarioId).comprovante);
      expect(texto).toMatch(/https:\/\/guia\.example\.org\/comprovante\/[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/);
    } finally {
      Object.assign(t.config, { PUBLIC_URL: original, publicUrl: originalPublicUrl });
    }
  });
});

describe('proof of filling: the verification address', () => {
  it('never takes the host from request headers (X-Forwarded-Host, Host)', async () => {
    const dono = await createUser(t);
    const { objetoId, questionarioId } = await cenarioFinalizado(dono);
    const res = await t.app.inject({
      method: 'GET',
      url: urls(objetoId, questionarioId).comprovante,
      headers: {
        ...dono.auth,
        host: 'falso.example.com',
        'x-forwarded-host': 'golpe.example.net',
        'x-forwarded-proto': 'https',
      },
    });
    expect(res.statusCode).toBe(200);
    const texto = await extrairTextoPdf(res.rawPayload);
    expect(texto).not.toContain('golpe.example.net');
    expect(texto).not.toContain('falso.example.com');
    expect(texto).toMatch(
      new RegExp(`${t.config.publicUrl.replace(/[.:/]/g, '\\$&')}/comprovante/[A-Z2-9]{4}-`),
    );
  });
});

describe('access', () => {
  it('answers 401 without a token on every PDF', async () => {
    for (const url of Object.values(urls(1, 1))) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('answers 404 to another user and serves an administrator', async () => {
    const dono = await createUser(t);
    const outro = await createUser(t);
    const admin = await createUser(t, { role: 'administrador' });
    const { objetoId, questionarioId } = await cenarioFinalizado(dono);
    for (const url of Object.values(urls(objetoId, questionarioId))) {
      const res = await t.app.inject({ method: 'GET', url, headers: outro.auth });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      const { texto } = await pdf(admin, url);
      expect(texto).toContain(UNIDADE);
    }
  });

  it('answers 404 while the questionnaire is open, and for a unit with nothing finished', async () => {
    const dono = await createUser(t);
    const objetoId = await criarUnidade(dono);
    const questionarioId = await iniciar(dono, objetoId);
    for (const url of Object.values(urls(objetoId, questionarioId))) {
      const res = await t.app.inject({ method: 'GET', url, headers: dono.auth });
      expect(res.statusCode, url).toBe(404);
    }
    const [q] = await t.db.select({ c: schema.questionario.codigoComprovante }).from(schema.questionario);
    expect(q!.c).toBeNull();
  });

  it('answers 400 for a malformed id', async () => {
    const dono = await createUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Guia/Report/abc/${edicaoId}`,
      headers: dono.auth,
    });
    expect(res.statusCode).toBe(400);
  });
});
