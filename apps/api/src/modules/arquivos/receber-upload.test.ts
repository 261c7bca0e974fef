import { buffer } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { EXE_BYTES, PDF_BYTES, PNG_BYTES } from '../../test/multipart.ts';

// The spec's JSON door (admin §7) of the two administrators' uploads, beside their multipart door.
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
});

beforeEach(async () => {
  await t.reset();
  await t.db.delete(schema.materialTema);
  await t.db.execute(sql`delete from onboarding`);
  admin = await createUser(t, { role: 'administrador' });
});

afterAll(async () => {
  await t.close();
});

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

function json(method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method, url: `/api${url}`, headers: admin.auth, payload });
}

async function conteudo(chave: string) {
  const stream = await t.fileStore.get(chave);
  return stream ? buffer(stream) : null;
}

/** Every stored material or slide file, and every temporary file of an upload. */
async function guardados() {
  const chaves: string[] = [];
  for (const prefixo of ['material', 'onboarding', 'tmp']) {
    for await (const f of t.fileStore.list(prefixo)) chaves.push(f.key);
  }
  return chaves.sort();
}

async function temaETipo() {
  const tema = await t.app.inject({
    method: 'POST',
    url: '/api/Admin/MaterialApoio',
    headers: admin.auth,
    payload: { titulo: 'Cartilhas', descricao: 'Guias', icone: 'icn-cartilha' },
  });
  const temaId = tema.json().data.id as number;
  const tipo = await t.app.inject({
    method: 'POST',
    url: `/api/Admin/MaterialApoio/TipoMaterial/${temaId}`,
    headers: admin.auth,
    payload: { titulo: 'Gestão', descricao: 'Do princípio de gestão', icone: 'icn-principio-1' },
  });
  return { temaId, tipoId: tipo.json().data.id as number };
}

describe('POST/PUT Admin/MaterialApoio/Material as the spec writes it (JSON, imagem as a data URL)', () => {
  it('creates and edits a material, storing the decoded file and its row', async () => {
    const { temaId, tipoId } = await temaETipo();
    const antes = await guardados();
    const criado = await json('POST', `/Admin/MaterialApoio/Material/${temaId}/${tipoId}`, {
      titulo: 'Mapa da fazenda',
      descricao: 'Exemplo de croqui',
      imagem: dataUrl('image/png', PNG_BYTES),
      nomearquivo: 'mapa.png',
    });
    expect(criado.statusCode, criado.body).toBe(200);
    const [row] = await t.db.select().from(schema.material);
    expect(row).toMatchObject({
      titulo: 'Mapa da fazenda',
      descricao: 'Exemplo de croqui',
      nomearquivo: 'mapa.png',
      tipoConteudo: 'image/png',
      tamanho: PNG_BYTES.length,
      link: null,
    });
    expect(row!.arquivo).toMatch(/^material\/[0-9a-f-]{36}\.png$/);
    expect((await conteudo(row!.arquivo!))?.equals(PNG_BYTES)).toBe(true);

    const editado = await json('PUT', `/Admin/MaterialApoio/Material/${temaId}/${tipoId}/${row!.id}`, {
      id: row!.id,
      titulo: 'Cartilha',
      descricao: 'Agora em PDF',
      imagem: dataUrl('application/pdf', PDF_BYTES),
      nomearquivo: 'cartilha.pdf',
    });
    expect(editado.statusCode, editado.body).toBe(200);
    const [depois] = await t.db.select().from(schema.material).where(eq(schema.material.id, row!.id));
    expect(depois).toMatchObject({
      titulo: 'Cartilha',
      nomearquivo: 'cartilha.pdf',
      tipoConteudo: 'application/pdf',
    });
    expect((await conteudo(depois!.arquivo!))?.equals(PDF_BYTES)).toBe(true);
    // The replaced file is gone, and no temporary file is left.
    expect(await guardados()).toEqual([...antes, depois!.arquivo].sort());
  });

  it('refuses a data URL over 10 MB and a program disguised as png, storing nothing', async () => {
    const { temaId, tipoId } = await temaETipo();
    const url = `/Admin/MaterialApoio/Material/${temaId}/${tipoId}`;
    const antes = await guardados();
    const grande = Buffer.concat([PNG_BYTES, Buffer.alloc(10 * 1024 * 1024)]);
    const demais = await json('POST', url, {
      titulo: 'T',
      descricao: 'D',
      imagem: dataUrl('image/png', grande),
      nomearquivo: 'grande.png',
    });
    expect(demais.statusCode).toBe(400);
    expect(demais.json().fields).toEqual({ imagem: 'Arquivo enviado supera tamanho máximo permitido.' });
    const disfarcado = await json('POST', url, {
      titulo: 'T',
      descricao: 'D',
      imagem: dataUrl('image/png', EXE_BYTES),
      nomearquivo: 'foto.png',
    });
    expect(disfarcado.statusCode).toBe(400);
    expect(disfarcado.json().fields).toEqual({
      imagem: 'O conteúdo do arquivo "foto.png" não corresponde à sua extensão. Envie o arquivo original.',
    });
    const semNome = await json('POST', url, {
      titulo: 'T',
      descricao: 'D',
      imagem: dataUrl('image/png', PNG_BYTES),
    });
    expect(semNome.statusCode).toBe(400);
    expect(semNome.json().fields).toEqual({ nomearquivo: 'Informe o nome do arquivo.' });
    expect(await t.db.select().from(schema.material)).toEqual([]);
    expect(await guardados()).toEqual(antes);
  });
});

describe('POST/PUT Admin/Onboarding as the spec writes it (JSON, imagem as a data URL)', () => {
  it('creates a slide last and edits it (a new image replaces the old; no image keeps it)', async () => {
    const antes = await guardados();
    const criado = await json('POST', '/Admin/Onboarding', {
      ordem: 1,
      titulo: 'Bem-vindo',
      descricao: 'Conheça a plataforma',
      nomearquivo: 'boas-vindas.png',
      imagem: dataUrl('image/png', PNG_BYTES),
    });
    expect(criado.statusCode, criado.body).toBe(201);
    const [row] = await t.db.select().from(schema.onboarding);
    expect(row).toMatchObject({
      ordem: 1,
      titulo: 'Bem-vindo',
      descricao: 'Conheça a plataforma',
      nomearquivo: 'boas-vindas.png',
      tipoConteudo: 'image/png',
    });
    expect((await conteudo(row!.arquivo))?.equals(PNG_BYTES)).toBe(true);

    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const editado = await json('PUT', `/Admin/Onboarding/${row!.id}`, {
      ordem: 1,
      titulo: 'Olá',
      descricao: 'Nova imagem',
      nomearquivo: 'ola.gif',
      imagem: dataUrl('image/gif', gif),
    });
    expect(editado.statusCode, editado.body).toBe(200);
    const [depois] = await t.db.select().from(schema.onboarding);
    expect(depois).toMatchObject({ titulo: 'Olá', nomearquivo: 'ola.gif', tipoConteudo: 'image/gif' });
    expect((await conteudo(depois!.arquivo))?.equals(gif)).toBe(true);
    expect(await guardados()).toEqual([...antes, depois!.arquivo].sort());

    const soTexto = await json('PUT', `/Admin/Onboarding/${row!.id}`, {
      ordem: 1,
      titulo: 'Olá de novo',
      descricao: 'Mesma imagem',
      nomearquivo: 'ola.gif',
      imagem: null,
    });
    expect(soTexto.statusCode, soTexto.body).toBe(200);
    const [final] = await t.db.select().from(schema.onboarding);
    expect(final).toMatchObject({ titulo: 'Olá de novo', arquivo: depois!.arquivo });
  });

  it('refuses a pdf, a program disguised as png and a missing image, per field, storing nothing', async () => {
    const base = { ordem: 1, titulo: 'T', descricao: 'D' };
    const antes = await guardados();
    const pdf = await json('POST', '/Admin/Onboarding', {
      ...base,
      nomearquivo: 'slide.pdf',
      imagem: dataUrl('application/pdf', PDF_BYTES),
    });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().fields.imagem).toMatch(/gif, jpg, jpeg, png/);
    const exe = await json('POST', '/Admin/Onboarding', {
      ...base,
      nomearquivo: 'slide.png',
      imagem: dataUrl('image/png', EXE_BYTES),
    });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().fields.imagem).toMatch(/não corresponde à sua extensão/);
    const semImagem = await json('POST', '/Admin/Onboarding', { ...base, titulo: '', nomearquivo: 'x.png' });
    expect(semImagem.statusCode).toBe(400);
    expect(Object.keys(semImagem.json().fields).sort()).toEqual(['imagem', 'titulo']);
    expect(await t.db.select().from(schema.onboarding)).toEqual([]);
    expect(await guardados()).toEqual(antes);
  });
});
