import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { EXE_BYTES, formulario, PDF_BYTES, PNG_BYTES } from '../../test/multipart.ts';
import {
  acoesAuditadas,
  arquivoExiste,
  type Biblioteca,
  call,
  criarMaterial,
  criarTema,
  criarTipo,
  enviarForm,
  guardados,
  novaBiblioteca,
} from './admin-materiais.test-helpers.ts';

const ctx = {} as Biblioteca;

beforeAll(async () => {
  ctx.t = await buildTestApp();
});

beforeEach(async () => {
  ctx.admin = await novaBiblioteca(ctx.t);
});

afterAll(async () => {
  await ctx.t.close();
});

let temaId: number;
let tipoId: number;
const base = () => `/Admin/MaterialApoio/Material/${temaId}/${tipoId}`;

beforeEach(async () => {
  temaId = await criarTema(ctx);
  tipoId = await criarTipo(ctx, temaId);
});

describe('materials of a type', () => {
  it('adds a PDF read from its bytes, lists it with search and sort, and keeps the file', async () => {
    const criado = await criarMaterial(ctx, temaId, tipoId, 'Cartilha de gestão');
    await criarMaterial(ctx, temaId, tipoId, 'Água e solo');
    expect(criado.url).toMatch(/^Material\/material\/[0-9a-f-]{36}\.pdf$/);

    const res = await call(ctx, 'GET', base());
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.tema.id).toBe(temaId);
    expect(data.tipo.id).toBe(tipoId);
    expect(data.items.map((i: { titulo: string }) => i.titulo)).toEqual([
      'Água e solo',
      'Cartilha de gestão',
    ]);
    expect(data.items[1]).toMatchObject({
      nomearquivo: 'gestao.pdf',
      tipoConteudo: 'application/pdf',
      tamanho: PDF_BYTES.length,
      link: null,
    });
    const busca = await call(ctx, 'GET', base(), ctx.admin, {
      query: { q: 'agua', sort: 'titulo', order: 'desc' },
    });
    expect(busca.json().data.items.map((i: { titulo: string }) => i.titulo)).toEqual(['Água e solo']);
    expect(await arquivoExiste(ctx, criado.url.replace(/^Material\//, ''))).toBe(true);
  });

  it('adds a link instead of a file', async () => {
    const res = await enviarForm(
      ctx,
      'POST',
      base(),
      await formulario({
        titulo: 'Portal',
        descricao: 'Site oficial',
        link: 'https://www.gov.br/agricultura',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ url: 'https://www.gov.br/agricultura', nomearquivo: null });
  });

  it('refuses an executable renamed .png, keeping no row and no file', async () => {
    const antes = await guardados(ctx);
    const res = await enviarForm(
      ctx,
      'POST',
      base(),
      await formulario(
        { titulo: 'Foto', descricao: 'D' },
        { nome: 'foto.png', bytes: EXE_BYTES, tipo: 'image/png' },
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.arquivo).toBe(
      'O conteúdo do arquivo "foto.png" não corresponde à sua extensão. Envie o arquivo original.',
    );
    expect(await ctx.t.db.select().from(schema.material)).toEqual([]);
    expect(await guardados(ctx)).toEqual(antes);
  });
});

describe('materials of a type', () => {
  it('refuses missing title, description and file, with a message per field', async () => {
    const res = await enviarForm(ctx, 'POST', base(), await formulario({ titulo: '', descricao: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      titulo: 'Informe o título do material',
      descricao: 'Informe a descrição do material',
    });
    const semArquivo = await enviarForm(
      ctx,
      'POST',
      base(),
      await formulario({ titulo: 'T', descricao: 'D' }),
    );
    expect(semArquivo.statusCode).toBe(400);
    expect(semArquivo.json().fields).toEqual({ arquivo: 'Selecione um arquivo ou informe um link.' });
    const php = await enviarForm(
      ctx,
      'POST',
      base(),
      await formulario({ titulo: 'T', descricao: 'D' }, { nome: 'shell.php', bytes: '<?php ?>' }),
    );
    expect(php.statusCode).toBe(400);
    expect(php.json().fields).toEqual({ arquivo: 'Selecione um arquivo ou informe um link.' });
    // The spec's JSON door says the same, on its own file field.
    const json = await call(ctx, 'POST', base(), ctx.admin, { payload: { titulo: 'T', descricao: 'D' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().fields).toEqual({ imagem: 'Selecione um arquivo ou informe um link.' });
    expect(await ctx.t.db.select().from(schema.material)).toEqual([]);
  });

  it('edits the texts, then replaces the file, removing the old one', async () => {
    const { id, url } = await criarMaterial(ctx, temaId, tipoId);
    const textos = await enviarForm(
      ctx,
      'PUT',
      `${base()}/${id}`,
      await formulario({ titulo: 'Novo título', descricao: 'Nova descrição' }),
    );
    expect(textos.statusCode, textos.body).toBe(200);
    expect(textos.json().data).toMatchObject({ titulo: 'Novo título', url, nomearquivo: 'gestao.pdf' });

    const troca = await enviarForm(
      ctx,
      'PUT',
      `${base()}/${id}`,
      await formulario({ titulo: 'Novo título', descricao: 'D' }, { nome: 'figura.png', bytes: PNG_BYTES }),
    );
    expect(troca.statusCode, troca.body).toBe(200);
    expect(troca.json().data).toMatchObject({ nomearquivo: 'figura.png', tipoConteudo: 'image/png' });
    expect(await arquivoExiste(ctx, url.replace(/^Material\//, ''))).toBe(false);
    expect(await arquivoExiste(ctx, troca.json().data.url.replace(/^Material\//, ''))).toBe(true);
  });

  it('deletes a material and its stored file; a material of another type answers 404', async () => {
    const { id, url } = await criarMaterial(ctx, temaId, tipoId);
    const outroTipo = await criarTipo(ctx, temaId, { titulo: 'Outro' });
    expect(
      (await call(ctx, 'DELETE', `/Admin/MaterialApoio/Material/${temaId}/${outroTipo}/${id}`)).statusCode,
    ).toBe(404);
    const res = await call(ctx, 'DELETE', `${base()}/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Material excluído.');
    expect(await ctx.t.db.select().from(schema.material)).toEqual([]);
    expect(await arquivoExiste(ctx, url.replace(/^Material\//, ''))).toBe(false);
    expect((await acoesAuditadas(ctx)).at(-1)).toBe('material.excluir');
  });
});
