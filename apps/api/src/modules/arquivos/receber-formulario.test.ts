import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FinalidadeDeUpload } from '@guia/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../errors.ts';
import { type FileStore, localFileStore } from '../../plugins/file-store.ts';
import { EXE_BYTES, formulario, PDF_BYTES, PNG_BYTES } from '../../test/multipart.ts';
import { aceitarMultipart } from './multipart.ts';
import { descartarArquivo, guardarArquivo, receberFormulario } from './receber-formulario.ts';

let app: FastifyInstance;
let raiz: string;
let store: FileStore;

/** Every file left in the store, temporary ones included. */
function arquivosGuardados(): string[] {
  return readdirSync(raiz, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(raiz, path.join(d.parentPath, d.name)));
}

beforeAll(async () => {
  raiz = mkdtempSync(path.join(tmpdir(), 'guia-arquivos-'));
  store = localFileStore(raiz);
  app = Fastify();
  registerErrorHandler(app);
  await app.register(async (escopo) => {
    await aceitarMultipart(escopo);
    escopo.post<{ Params: { finalidade: FinalidadeDeUpload } }>('/envio/:finalidade', async (request) => {
      const recebido = await receberFormulario(request, {
        fileStore: store,
        finalidade: request.params.finalidade,
      });
      const { arquivo } = recebido;
      const chave =
        arquivo && request.headers['x-guardar'] ? await guardarArquivo(store, arquivo, 'teste') : null;
      if (arquivo && !chave) await descartarArquivo(store, arquivo);
      return { ...recebido, chave };
    });
  });
  app.post('/json', async () => ({}));
});

afterAll(async () => {
  await app.close();
  rmSync(raiz, { recursive: true, force: true });
});

async function enviar(
  finalidade: FinalidadeDeUpload,
  form: Awaited<ReturnType<typeof formulario>>,
  guardar = false,
) {
  return app.inject({
    method: 'POST',
    url: `/envio/${finalidade}`,
    payload: form.payload,
    headers: { ...form.headers, ...(guardar ? { 'x-guardar': '1' } : {}) },
  });
}

describe('receberFormulario', () => {
  it('reads the text fields and one image, its type taken from the bytes', async () => {
    const res = await enviar(
      'imagem',
      await formulario({ titulo: 'Boas-vindas', descricao: 'Texto' }, { nome: 'foto.png', bytes: PNG_BYTES }),
      true,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.campos).toEqual({ titulo: 'Boas-vindas', descricao: 'Texto' });
    expect(body.arquivo).toMatchObject({
      nome: 'foto.png',
      ext: 'png',
      mime: 'image/png',
      tamanho: PNG_BYTES.length,
    });
    expect(body.chave).toMatch(/^teste\/[0-9a-f-]{36}\.png$/);
    expect(arquivosGuardados()).toContain(body.chave);
  });

  it('refuses an executable renamed .png and keeps none of its bytes', async () => {
    const antes = arquivosGuardados();
    const res = await enviar(
      'imagem',
      await formulario({}, { nome: 'foto.png', bytes: EXE_BYTES, tipo: 'image/png' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'O conteúdo do arquivo "foto.png" não corresponde à sua extensão. Envie o arquivo original.',
      fields: { arquivo: expect.any(String) },
    });
    expect(arquivosGuardados()).toEqual(antes);
  });

  it('refuses a PDF where an image is asked, and accepts it as a material', async () => {
    const imagem = await enviar('imagem', await formulario({}, { nome: 'guia.pdf', bytes: PDF_BYTES }));
    expect(imagem.statusCode).toBe(400);
    expect(imagem.json().fields.arquivo).toBe(
      'O arquivo "guia.pdf" não é de um tipo permitido. Envie arquivos gif, jpg, jpeg, png.',
    );
    const material = await enviar('material', await formulario({}, { nome: 'guia.pdf', bytes: PDF_BYTES }));
    expect(material.statusCode).toBe(200);
    expect(material.json().arquivo).toMatchObject({ ext: 'pdf', mime: 'application/pdf' });
  });

  it('silently skips Thumbs.db, dot-files and script names', async () => {
    const res = await enviar(
      'material',
      await formulario(
        {},
        { nome: 'Thumbs.db', bytes: 'x' },
        { nome: '.env', bytes: 'SECRET=1' },
        { nome: 'index.php', bytes: '<?php ?>' },
        { nome: 'guia.pdf', bytes: PDF_BYTES },
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().ignorados).toEqual(['Thumbs.db', '.env', 'index.php']);
    expect(res.json().arquivo.nome).toBe('guia.pdf');
  });

  it('refuses a second file', async () => {
    const res = await enviar(
      'imagem',
      await formulario({}, { nome: 'a.png', bytes: PNG_BYTES }, { nome: 'b.png', bytes: PNG_BYTES }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.arquivo).toBe('Envie um único arquivo.');
  });

  it('refuses a file over 10485760 bytes and a file of exactly that size passes the size rule', async () => {
    const grande = Buffer.concat([PDF_BYTES, Buffer.alloc(10_485_761 - PDF_BYTES.length, 0x20)]);
    const antes = arquivosGuardados();
    const res = await enviar('material', await formulario({}, { nome: 'grande.pdf', bytes: grande }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.arquivo).toBe('Arquivo enviado supera tamanho máximo permitido.');
    expect(arquivosGuardados()).toEqual(antes);
    const exato = grande.subarray(0, 10_485_760);
    const limite = await enviar('material', await formulario({}, { nome: 'limite.pdf', bytes: exato }));
    expect(limite.statusCode).toBe(200);
  });

  it('answers a form without a file with no file', async () => {
    const res = await enviar('material', await formulario({ titulo: 'Só texto' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ campos: { titulo: 'Só texto' }, arquivo: null, ignorados: [] });
  });

  it('refuses a body that is not multipart, and a broken multipart body, in Portuguese', async () => {
    const json = await app.inject({ method: 'POST', url: '/envio/material', payload: { titulo: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe('Envie o formulário como multipart/form-data.');
    const form = await formulario({ titulo: 'x' }, { nome: 'guia.pdf', bytes: PDF_BYTES });
    const cortado = await app.inject({
      method: 'POST',
      url: '/envio/material',
      payload: form.payload.subarray(0, form.payload.length - 60),
      headers: form.headers,
    });
    expect(cortado.statusCode).toBe(400);
    expect(cortado.json().error).toBe('O formulário enviado não pôde ser lido. Envie de novo.');
  });

  it('refuses a text field longer than the form allows', async () => {
    const res = await enviar('material', await formulario({ descricao: 'a'.repeat(20_001) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.descricao).toBe('Um dos campos do formulário é longo demais.');
  });
});
