import { ONBOARDING_MENSAGENS } from '@guia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { EXE_BYTES, formulario, PNG_BYTES } from '../../test/multipart.ts';

let t: TestApp;
let admin: TestUser;
let ids: number[];

beforeAll(async () => {
  t = await buildTestApp();
});

beforeEach(async () => {
  await t.reset();
  // The slides are content, not user data: three known ones for each test.
  await t.db.execute(sql`delete from onboarding`);
  ids = [];
  for (const ordem of [1, 2, 3]) {
    const arquivo = `onboarding/teste-${ordem}.png`;
    await t.fileStore.put(arquivo, PNG_BYTES);
    const [row] = await t.db
      .insert(schema.onboarding)
      .values({
        ordem,
        titulo: `Slide ${ordem}`,
        descricao: 'Texto',
        nomearquivo: `${ordem}.png`,
        arquivo,
        tipoConteudo: 'image/png',
      })
      .returning({ id: schema.onboarding.id });
    ids.push(row!.id);
  }
  admin = await createUser(t, { role: 'administrador' });
});

afterAll(async () => {
  await t.close();
});

type Slide = { id: number; ordem: number; titulo: string; imagem: string; nomearquivo: string };

async function publicos(): Promise<Slide[]> {
  return (await t.app.inject({ method: 'GET', url: '/api/Onboarding' })).json().data;
}

async function ordens(): Promise<number[]> {
  const rows = await t.db.select({ ordem: schema.onboarding.ordem }).from(schema.onboarding);
  return rows.map((r) => r.ordem).sort((a, b) => a - b);
}

/** Every stored slide image (and every temporary file of an upload). */
async function guardados(): Promise<string[]> {
  const keys: string[] = [];
  for (const prefixo of ['onboarding', 'tmp']) {
    for await (const f of t.fileStore.list(prefixo)) keys.push(f.key);
  }
  return keys.sort();
}

const seq = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

async function enviar(
  method: 'POST' | 'PUT',
  url: string,
  campos: Record<string, string>,
  imagem?: { nome: string; bytes: Buffer },
  user = admin,
) {
  const form = await formulario(campos, ...(imagem ? [{ ...imagem, campo: 'imagem' }] : []));
  return t.app.inject({ method, url, payload: form.payload, headers: { ...user.auth, ...form.headers } });
}

const mover = (id: number, ordem: number, user = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/Admin/Onboarding/Ordem/${id}`,
    headers: user.auth,
    payload: { ordem },
  });

describe('Admin/Onboarding: who may call', () => {
  it('answers 401 without a token and 404 to a producer, changing nothing', async () => {
    const producer = await createUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/Admin/Onboarding' })).statusCode).toBe(401);
    const antes = await publicos();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Admin/Onboarding', headers: producer.auth }))
        .statusCode,
    ).toBe(404);
    expect((await mover(ids[2]!, 1, producer)).statusCode).toBe(404);
    const criar = await enviar(
      'POST',
      '/api/Admin/Onboarding',
      { titulo: 'X', descricao: 'Y' },
      { nome: 'a.png', bytes: PNG_BYTES },
      producer,
    );
    expect(criar.statusCode).toBe(404);
    const excluir = await t.app.inject({
      method: 'DELETE',
      url: `/api/Admin/Onboarding/${ids[0]}`,
      headers: producer.auth,
    });
    expect(excluir.statusCode).toBe(404);
    expect(await publicos()).toEqual(antes);
  });
});

describe('Admin/Onboarding', () => {
  it('adds a slide last (count + 1) with its image, which /bem-vindo then serves', async () => {
    const res = await enviar(
      'POST',
      '/api/Admin/Onboarding',
      { titulo: ' Novo slide ', descricao: 'Conheça os materiais.', ordem: '1' },
      { nome: 'novo.png', bytes: PNG_BYTES },
    );
    expect(res.statusCode).toBe(201);
    const slide = res.json().data as Slide;
    expect(slide).toMatchObject({ titulo: 'Novo slide', ordem: 4, nomearquivo: 'novo.png' });
    const imagem = await t.app.inject({ method: 'GET', url: slide.imagem });
    expect(imagem.statusCode).toBe(200);
    expect(imagem.headers['content-type']).toBe('image/png');
    expect((await publicos()).map((s) => s.id).at(-1)).toBe(slide.id);
    const [audit] = await t.db.select().from(schema.auditoria);
    expect(audit).toMatchObject({ acao: 'onboarding.criar', atorId: admin.id });
  });

  it('refuses missing fields, a missing image, a PDF and an executable renamed .png, storing nothing', async () => {
    const antes = await guardados();
    const semCampos = await enviar('POST', '/api/Admin/Onboarding', { titulo: '', descricao: ' ' });
    expect(semCampos.statusCode).toBe(400);
    expect(semCampos.json().fields).toEqual({
      titulo: ONBOARDING_MENSAGENS.titulo,
      descricao: ONBOARDING_MENSAGENS.descricao,
      imagem: ONBOARDING_MENSAGENS.imagem,
    });
    const pdf = await enviar(
      'POST',
      '/api/Admin/Onboarding',
      { titulo: 'A', descricao: 'B' },
      { nome: 'a.pdf', bytes: PNG_BYTES },
    );
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().fields.imagem).toMatch(/gif, jpg, jpeg, png/);
    const exe = await enviar(
      'POST',
      '/api/Admin/Onboarding',
      { titulo: 'A', descricao: 'B' },
      { nome: 'foto.png', bytes: EXE_BYTES },
    );
    expect(exe.statusCode).toBe(400);
    expect(exe.json().fields.imagem).toMatch(/foto\.png/);
    expect((await publicos()).length).toBe(3);
    expect(await guardados()).toEqual(antes);
  });

  it('edits texts, and replaces the image (new URL, old file removed)', async () => {
    const [primeiro] = await publicos();
    const soTexto = await enviar('PUT', `/api/Admin/Onboarding/${ids[0]}`, {
      titulo: 'Boas-vindas',
      descricao: 'Olá',
    });
    expect(soTexto.statusCode).toBe(200);
    expect(soTexto.json().data).toMatchObject({ titulo: 'Boas-vindas', imagem: primeiro!.imagem, ordem: 1 });
    const comImagem = await enviar(
      'PUT',
      `/api/Admin/Onboarding/${ids[0]}`,
      { titulo: 'Boas-vindas', descricao: 'Olá' },
      { nome: 'nova.png', bytes: PNG_BYTES },
    );
    expect(comImagem.statusCode).toBe(200);
    expect(comImagem.json().data.imagem).not.toBe(primeiro!.imagem);
    expect(comImagem.json().data.nomearquivo).toBe('nova.png');
    expect(await t.fileStore.get('onboarding/teste-1.png')).toBeNull();
    const outro = await enviar('PUT', '/api/Admin/Onboarding/999999', { titulo: 'A', descricao: 'B' });
    expect(outro.statusCode).toBe(404);
  });

  it('moves a slide first; the others shift, and /bem-vindo shows the new order', async () => {
    const res = await mover(ids[2]!, 1);
    expect(res.statusCode).toBe(200);
    expect((await publicos()).map((s) => s.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect((await mover(ids[2]!, 99)).statusCode).toBe(200);
    expect((await publicos()).map((s) => s.id)).toEqual([ids[0], ids[1], ids[2]]);
    const ruim = await mover(ids[0]!, 0);
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().fields.ordem).toBe(ONBOARDING_MENSAGENS.ordem);
    expect((await mover(999999, 1)).statusCode).toBe(404);
  });

  it('deletes a slide and its image, closing the gap', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/Admin/Onboarding/${ids[0]}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(await ordens()).toEqual([1, 2]);
    expect(await t.fileStore.get('onboarding/teste-1.png')).toBeNull();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/Admin/Onboarding/${ids[0]}`, headers: admin.auth }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps positions 1..n under concurrent moves, adds and deletes', async () => {
    const results = await Promise.all([
      mover(ids[2]!, 1),
      mover(ids[0]!, 3),
      mover(ids[1]!, 1),
      enviar(
        'POST',
        '/api/Admin/Onboarding',
        { titulo: 'A', descricao: 'B' },
        { nome: 'a.png', bytes: PNG_BYTES },
      ),
      enviar(
        'POST',
        '/api/Admin/Onboarding',
        { titulo: 'C', descricao: 'D' },
        { nome: 'c.png', bytes: PNG_BYTES },
      ),
    ]);
    for (const r of results) expect([200, 201]).toContain(r.statusCode);
    expect(await ordens()).toEqual(seq(5));
    const todos = (await publicos()).map((s) => s.id);
    await Promise.all([
      t.app.inject({ method: 'DELETE', url: `/api/Admin/Onboarding/${todos[1]}`, headers: admin.auth }),
      mover(todos[4]!, 1),
      mover(todos[0]!, 4),
      t.app.inject({ method: 'DELETE', url: `/api/Admin/Onboarding/${todos[3]}`, headers: admin.auth }),
    ]);
    expect(await ordens()).toEqual(seq(3));
  });
});
