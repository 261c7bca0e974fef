import { FAQ_MENSAGENS } from '@guia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';
import { FAQ_TOPICOS, seedFaq } from '../../db/seed/faq.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
});

beforeEach(async () => {
  await t.reset();
  // The FAQ is content, not user data: put the seeded one back for each test.
  await t.db.execute(sql`delete from faq_categoria`);
  await t.db.transaction((tx) => seedFaq(tx));
  admin = await createUser(t, { role: 'administrador' });
});

afterAll(async () => {
  await t.close();
});

type Topico = { id: number; titulo: string; ordem: number; items: { id: number; titulo: string }[] };

async function faq(user: TestUser): Promise<Topico[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/Faq', headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** The topics' positions, as stored. */
async function ordens(): Promise<number[]> {
  const rows = await t.db.select({ ordem: schema.faqCategoria.ordem }).from(schema.faqCategoria);
  return rows.map((r) => r.ordem).sort((a, b) => a - b);
}

const seq = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user = admin) {
  return t.app.inject({ method, url, headers: user.auth, ...(payload === undefined ? {} : { payload }) });
}

describe('GET Faq', () => {
  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/Faq' })).statusCode).toBe(401);
  });

  it('gives a signed-in producer the seeded topics in order, each with its questions in order', async () => {
    const producer = await createUser(t);
    const topicos = await faq(producer);
    expect(topicos.map((x) => x.titulo)).toEqual(FAQ_TOPICOS.map((x) => x.titulo));
    expect(topicos.map((x) => x.ordem)).toEqual(seq(FAQ_TOPICOS.length));
    expect(topicos[0]!.items[0]).toMatchObject({ titulo: 'O que é o Guia?', ordem: 1 });
    expect(topicos[0]!.items[0]).toHaveProperty('descricao');
  });

  it('seeding again adds nothing', async () => {
    await t.db.transaction((tx) => seedFaq(tx));
    const producer = await createUser(t);
    expect((await faq(producer)).length).toBe(FAQ_TOPICOS.length);
  });
});

describe('Admin/Faq: who may call', () => {
  it('answers 401 without a token and 404 to a producer, changing nothing', async () => {
    const producer = await createUser(t);
    const [primeiro] = await faq(producer);
    expect((await t.app.inject({ method: 'GET', url: '/api/Admin/Faq' })).statusCode).toBe(401);
    for (const [method, url, payload] of [
      ['GET', '/api/Admin/Faq'],
      ['POST', '/api/Admin/Faq', { titulo: 'Novo' }],
      ['DELETE', `/api/Admin/Faq/${primeiro!.id}`],
      ['PUT', '/api/Admin/Faq/Ordem', { ids: [primeiro!.id] }],
      ['POST', `/api/Admin/Faq/${primeiro!.id}/Item`, { titulo: 'P?', descricao: 'R' }],
    ] as const) {
      const res = await call(method, url, payload, producer);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await faq(producer)).toEqual(await faq(admin));
    expect((await faq(producer)).length).toBe(FAQ_TOPICOS.length);
  });
});

describe('Admin/Faq topics', () => {
  it('lists topics with their question counts, searching without accents and sorting by title', async () => {
    const res = await call('GET', '/api/Admin/Faq?q=preenchimento');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items).toEqual([
      expect.objectContaining({
        titulo: 'Preenchimento',
        totalItems: FAQ_TOPICOS[2]!.items.length,
        ordem: 3,
      }),
    ]);
    const porTitulo = (await call('GET', '/api/Admin/Faq?sort=titulo&order=desc')).json().data;
    const titulos = porTitulo.items.map((x: { titulo: string }) => x.titulo);
    expect(titulos).toEqual([...titulos].sort((a, b) => b.localeCompare(a, 'pt-BR')));
    expect(porTitulo.pagination.totalItems).toBe(FAQ_TOPICOS.length);
    const ruim = await call('GET', '/api/Admin/Faq?sort=cor');
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().fields.sort).toBe('Ordenação inválida');
  });

  it('adds a topic last, edits it, and deletes it closing the gap, with an audit row each', async () => {
    const criado = await call('POST', '/api/Admin/Faq', { titulo: '  Materiais de apoio ', descricao: '' });
    expect(criado.statusCode).toBe(201);
    const novo = criado.json().data;
    expect(novo).toMatchObject({ titulo: 'Materiais de apoio', ordem: FAQ_TOPICOS.length + 1, items: [] });

    const editado = await call('PUT', `/api/Admin/Faq/${novo.id}`, {
      titulo: 'Biblioteca',
      descricao: 'Textos',
    });
    expect(editado.statusCode).toBe(200);
    expect(editado.json().data).toMatchObject({
      titulo: 'Biblioteca',
      descricao: 'Textos',
      ordem: novo.ordem,
    });

    const [segundo] = (await faq(admin)).slice(1);
    expect((await call('DELETE', `/api/Admin/Faq/${segundo!.id}`)).statusCode).toBe(200);
    expect(await ordens()).toEqual(seq(FAQ_TOPICOS.length));
    expect((await call('GET', `/api/Admin/Faq/${segundo!.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Admin/Faq/${segundo!.id}`)).statusCode).toBe(404);

    const acoes = (await t.db.select({ acao: schema.auditoria.acao }).from(schema.auditoria)).map(
      (r) => r.acao,
    );
    expect(acoes).toEqual(['faq.criar', 'faq.editar', 'faq.excluir']);
  });

  it('refuses a topic without a title in Portuguese, and an unknown topic with 404', async () => {
    const res = await call('POST', '/api/Admin/Faq', { titulo: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.titulo).toBe(FAQ_MENSAGENS.titulo);
    expect((await call('PUT', '/api/Admin/Faq/999999', { titulo: 'X' })).statusCode).toBe(404);
    expect((await call('GET', '/api/Admin/Faq/abc')).json().fields.faqId).toBe(FAQ_MENSAGENS.topicoInvalido);
    expect(await ordens()).toEqual(seq(FAQ_TOPICOS.length));
  });
});

describe('PUT Admin/Faq/Ordem', () => {
  it('saves the whole new order, which producers see at once', async () => {
    const ids = (await faq(admin)).map((x) => x.id);
    const nova = [ids[3]!, ids[0]!, ...ids.filter((_, i) => i !== 0 && i !== 3)];
    const res = await call('PUT', '/api/Admin/Faq/Ordem', { ids: nova });
    expect(res.statusCode).toBe(200);
    const producer = await createUser(t);
    const vistos = await faq(producer);
    expect(vistos.map((x) => x.id)).toEqual(nova);
    expect(vistos.map((x) => x.ordem)).toEqual(seq(ids.length));
  });

  it('refuses a repeated, missing or stale list, changing nothing', async () => {
    const ids = (await faq(admin)).map((x) => x.id);
    const repetido = await call('PUT', '/api/Admin/Faq/Ordem', { ids: [ids[0], ids[0]] });
    expect(repetido.statusCode).toBe(400);
    expect(repetido.json().fields.ids).toBe(FAQ_MENSAGENS.ordemRepetida);
    const vazio = await call('PUT', '/api/Admin/Faq/Ordem', { ids: [] });
    expect(vazio.json().fields.ids).toBe(FAQ_MENSAGENS.ordem);
    const faltando = await call('PUT', '/api/Admin/Faq/Ordem', { ids: ids.slice(1).reverse() });
    expect(faltando.statusCode).toBe(409);
    expect((await faq(admin)).map((x) => x.id)).toEqual(ids);
  });

  it('keeps positions 1..n without gap or repetition under concurrent reorders, adds and deletes', async () => {
    const ids = (await faq(admin)).map((x) => x.id);
    const invertida = [...ids].reverse();
    const rodada = [...ids.slice(1), ids[0]!];
    const results = await Promise.all([
      call('PUT', '/api/Admin/Faq/Ordem', { ids: invertida }),
      call('PUT', '/api/Admin/Faq/Ordem', { ids: rodada }),
      call('POST', '/api/Admin/Faq', { titulo: 'Concorrente A' }),
      call('POST', '/api/Admin/Faq', { titulo: 'Concorrente B' }),
    ]);
    for (const r of results) expect([200, 201, 409]).toContain(r.statusCode);
    const depois = await faq(admin);
    expect(depois.map((x) => x.ordem)).toEqual(seq(ids.length + 2));
    expect(await ordens()).toEqual(seq(ids.length + 2));

    // Two reorders of the same list at once: both apply, one after the other, and the last wins whole.
    const atuais = depois.map((x) => x.id);
    const [a, b] = await Promise.all([
      call('PUT', '/api/Admin/Faq/Ordem', { ids: [...atuais].reverse() }),
      call('PUT', '/api/Admin/Faq/Ordem', { ids: [...atuais.slice(2), ...atuais.slice(0, 2)] }),
    ]);
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    const final = (await faq(admin)).map((x) => x.id);
    expect([[...atuais].reverse(), [...atuais.slice(2), ...atuais.slice(0, 2)]]).toContainEqual(final);
    expect(await ordens()).toEqual(seq(atuais.length));

    await Promise.all(atuais.slice(0, 3).map((id) => call('DELETE', `/api/Admin/Faq/${id}`)));
    expect(await ordens()).toEqual(seq(atuais.length - 3));
  });
});

describe('PUT Admin/Faq/{id} with ordem (the spec: the category object)', () => {
  it('moves the topic there, the others shift, positions stay 1..n; without ordem it stays', async () => {
    const antes = await faq(admin);
    const ultimo = antes.at(-1)!;
    // The object as the GET answered it, items included (ignored), with a new position.
    const res = await call('PUT', `/api/Admin/Faq/${ultimo.id}`, {
      ...ultimo,
      titulo: 'Primeiro agora',
      ordem: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: ultimo.id, titulo: 'Primeiro agora', ordem: 1 });
    const depois = await faq(admin);
    expect(depois.map((x) => x.id)).toEqual([ultimo.id, ...antes.slice(0, -1).map((x) => x.id)]);
    expect(await ordens()).toEqual(seq(antes.length));
    // Past the end: last. Without ordem: the position stays.
    await call('PUT', `/api/Admin/Faq/${ultimo.id}`, { titulo: 'De volta', ordem: 99 });
    expect((await faq(admin)).map((x) => x.id)).toEqual(antes.map((x) => x.id));
    await call('PUT', `/api/Admin/Faq/${antes[0]!.id}`, { titulo: 'Só o título' });
    expect((await faq(admin)).map((x) => x.id)).toEqual(antes.map((x) => x.id));
    const audit = await linhas<{ detalhes: unknown }>(
      t.db,
      sql`select detalhes from auditoria where acao = 'faq.editar' order by id`,
    );
    expect(audit.map((r) => r.detalhes)).toEqual([
      { faqId: ultimo.id, titulo: 'Primeiro agora', ordem: { de: antes.length, para: 1 } },
      { faqId: ultimo.id, titulo: 'De volta', ordem: { de: 1, para: antes.length } },
      { faqId: antes[0]!.id, titulo: 'Só o título' },
    ]);
  });

  it('keeps 1..n under concurrent moves, and refuses a bad position changing nothing', async () => {
    const antes = await faq(admin);
    await Promise.all(
      antes.map((x, i) =>
        call('PUT', `/api/Admin/Faq/${x.id}`, { titulo: x.titulo, ordem: antes.length - i }),
      ),
    );
    expect(await ordens()).toEqual(seq(antes.length));
    const ruim = await call('PUT', `/api/Admin/Faq/${antes[0]!.id}`, { titulo: 'X', ordem: 0 });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().fields).toEqual({ ordem: FAQ_MENSAGENS.posicao });
    expect((await faq(admin)).find((x) => x.id === antes[0]!.id)!.titulo).toBe(antes[0]!.titulo);
  });
});

describe('Admin/Faq questions', () => {
  it('adds, edits and deletes a question; producers see the change at once', async () => {
    const [topico] = await faq(admin);
    const criado = await call('POST', `/api/Admin/Faq/${topico!.id}/Item`, {
      titulo: 'Posso preencher pelo celular?',
      descricao: 'Sim.\nA plataforma funciona no navegador do celular.',
    });
    expect(criado.statusCode).toBe(201);
    const item = criado.json().data.items.at(-1);
    expect(item).toMatchObject({ titulo: 'Posso preencher pelo celular?', ordem: topico!.items.length + 1 });

    const editado = await call('PUT', `/api/Admin/Faq/${topico!.id}/Item/${item.id}`, {
      titulo: 'Posso preencher pelo celular ou tablet?',
      descricao: 'Sim.',
    });
    expect(editado.statusCode).toBe(200);
    const producer = await createUser(t);
    expect((await faq(producer))[0]!.items.at(-1)).toMatchObject({
      titulo: 'Posso preencher pelo celular ou tablet?',
      descricao: 'Sim.',
    });

    const primeiro = topico!.items[0]!;
    expect((await call('DELETE', `/api/Admin/Faq/${topico!.id}/Item/${primeiro.id}`)).statusCode).toBe(200);
    const restantes = (await faq(producer))[0]!.items;
    expect(restantes.map((i) => i.id)).not.toContain(primeiro.id);
    expect(restantes.map((i) => (i as unknown as { ordem: number }).ordem)).toEqual(seq(restantes.length));
  });

  it('requires question and answer, in Portuguese, and changes nothing', async () => {
    const [topico] = await faq(admin);
    const res = await call('POST', `/api/Admin/Faq/${topico!.id}/Item`, { titulo: ' ', descricao: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ titulo: FAQ_MENSAGENS.pergunta, descricao: FAQ_MENSAGENS.resposta });
    expect((await faq(admin))[0]!.items.length).toBe(topico!.items.length);
  });

  it("answers 404 for an unknown topic or another topic's question", async () => {
    const [um, dois] = await faq(admin);
    const body = { titulo: 'P?', descricao: 'R.' };
    expect((await call('POST', '/api/Admin/Faq/999999/Item', body)).statusCode).toBe(404);
    const alheia = dois!.items[0]!.id;
    expect((await call('PUT', `/api/Admin/Faq/${um!.id}/Item/${alheia}`, body)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Admin/Faq/${um!.id}/Item/${alheia}`)).statusCode).toBe(404);
    expect((await faq(admin))[1]!.items[0]!.titulo).toBe(dois!.items[0]!.titulo);
  });
});
