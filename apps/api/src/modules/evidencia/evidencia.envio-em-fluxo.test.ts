import { Readable } from 'node:stream';
import { EVIDENCIA_MENSAGENS, EVIDENCIA_TAMANHO_MAXIMO } from '@guia/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEMP_PREFIX } from '../../plugins/file-store.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  abrirApp,
  arquivo,
  arquivosGuardados,
  type Cenario,
  CFB_MAGIC,
  cenario,
  dataUrl,
  enviar,
  limpar,
  linhas,
  PDF,
  PNG,
  zip,
} from './evidencia.test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await abrirApp();
});

beforeEach(async () => {
  await limpar(t);
});

afterAll(async () => {
  await t.close();
});

const url = (c: Cenario) => `/api/Evidencia/Arquivo/${c.indicadorId}/${c.questionarioId}`;

/** A body sent in small pieces, without a declared length (chunked). */
function emPedacos(texto: string, tamanho = 997): Readable {
  const bytes = Buffer.from(texto);
  return Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += tamanho) yield bytes.subarray(i, i + tamanho);
    })(),
  );
}

/** A body that sends `partes` and then stalls, as a slow or stuck client would. */
function semFim(...partes: (string | Buffer)[]): Readable {
  const fila = [...partes];
  return new Readable({
    read() {
      const proxima = fila.shift();
      if (proxima !== undefined) this.push(proxima);
    },
  });
}

function enviarCorpo(c: Cenario, payload: Readable, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: url(c),
    headers: { ...c.user.auth, 'content-type': 'application/json', ...headers },
    payload,
  });
}

describe('the upload is read as it arrives', () => {
  it('stores files from a body that arrives in small pieces, whatever the order of the fields', async () => {
    const c = await cenario(t);
    const corpo = JSON.stringify({
      extra: { ignorado: ['x', 1, null] },
      evidencias: [
        { evidencia: dataUrl(PDF, 'application/pdf'), nome: 'depois.pdf', outro: true },
        { nome: 'antes.png', evidencia: dataUrl(PNG, 'image/png') },
      ],
    });
    const res = await enviarCorpo(c, emPedacos(corpo));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.map((e: { titulo: string }) => e.titulo)).toEqual(['depois.pdf', 'antes.png']);
    const rows = await linhas(t);
    expect(rows.map((r) => [r.mime, r.tamanho])).toEqual([
      ['application/pdf', PDF.length],
      ['image/png', PNG.length],
    ]);
    const guardado = await t.fileStore.get(rows[0]!.nomearquivo);
    const bytes: Buffer[] = [];
    for await (const chunk of guardado!) bytes.push(chunk as Buffer);
    expect(Buffer.concat(bytes).equals(PDF)).toBe(true);
    expect((await arquivosGuardados(t)).filter((k) => k.startsWith(TEMP_PREFIX))).toEqual([]);
  });

  it('reads JSON escapes inside the data URL (a client that writes \\/)', async () => {
    const c = await cenario(t);
    const corpo = JSON.stringify({ evidencias: [arquivo('foto.png', PNG, 'image/png')] }).replace(
      /\//g,
      '\\/',
    );
    expect(corpo).toContain('\\/');
    const res = await enviarCorpo(c, emPedacos(corpo, 5));
    expect(res.statusCode).toBe(201);
    expect((await linhas(t))[0]!.tamanho).toBe(PNG.length);
  });

  it('finds the Office type past the first bytes, reading the stored file again', async () => {
    const c = await cenario(t);
    // A large part first: the content types lie beyond what the type is sniffed from.
    const docx = zip([
      ['word/media/imagem.bin', 'x'.repeat(200_000)],
      [
        '[Content_Types].xml',
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ],
    ]);
    const doc = Buffer.concat([
      CFB_MAGIC,
      Buffer.alloc(300_000),
      Buffer.from('WordDocument', 'utf16le'),
      Buffer.alloc(512),
    ]);
    const res = await enviar(t, c.user, c, [arquivo('grande.docx', docx), arquivo('antigo.doc', doc)]);
    expect(res.statusCode).toBe(201);
    expect((await linhas(t)).map((r) => r.mime)).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/msword',
    ]);
  });
});

describe('the upload is read as it arrives', () => {
  it('answers a file over 10 MB as soon as its 10 MB have passed, without waiting for the rest', async () => {
    const c = await cenario(t);
    const cabeca = `{"evidencias":[{"nome":"grande.pdf","evidencia":"data:application/pdf;base64,`;
    const base64 = Buffer.alloc(EVIDENCIA_TAMANHO_MAXIMO + 3, 0x41).toString('base64');
    // The closing quote and brackets never come.
    const res = await enviarCorpo(c, semFim(cabeca, base64));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(EVIDENCIA_MENSAGENS.tamanhoMaximo);
    expect(res.json().fields).toHaveProperty('evidencias.0.evidencia');
    expect(await arquivosGuardados(t)).toEqual([]);
  });

  it('refuses a name of a forbidden type before reading its data, and a broken JSON at its first bad byte', async () => {
    const c = await cenario(t);
    const programa = await enviarCorpo(
      c,
      semFim(`{"evidencias":[{"nome":"programa.exe","evidencia":"data:application/octet-stream;base64,TVqQ`),
    );
    expect(programa.statusCode).toBe(400);
    expect(programa.json().error).toContain('"programa.exe" não é de um tipo permitido');
    const quebrado = await enviarCorpo(c, semFim('{"evidencias":[{"nome":"a.pdf",,'));
    expect(quebrado.statusCode).toBe(400);
    expect(quebrado.json().error).toBe('O corpo da requisição não é um JSON válido.');
    expect(await arquivosGuardados(t)).toEqual([]);
  });

  it('refuses a body that is not JSON, and a request without a body', async () => {
    const c = await cenario(t);
    const texto = await t.app.inject({
      method: 'POST',
      url: url(c),
      headers: { ...c.user.auth, 'content-type': 'text/plain' },
      payload: 'evidencias',
    });
    expect(texto.statusCode).toBe(415);
    const vazio = await t.app.inject({ method: 'POST', url: url(c), headers: c.user.auth });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().error).toBe(EVIDENCIA_MENSAGENS.nenhumArquivo);
  });

  it('refuses more than ten files at the eleventh, and a body over the limit by its declared length', async () => {
    const c = await cenario(t);
    const onze = Array.from({ length: 11 }, (_, i) => arquivo(`f${i}.png`, PNG));
    const muitos = await enviar(t, c.user, c, onze);
    expect(muitos.statusCode).toBe(400);
    expect(muitos.json().error).toBe(EVIDENCIA_MENSAGENS.muitosArquivos);
    const enorme = await enviarCorpo(c, semFim('{"evidencias":['), {
      'content-length': String(200 * 1024 * 1024),
    });
    expect(enorme.statusCode).toBe(413);
    expect(enorme.json().error).toBe('O conteúdo enviado é maior que o permitido.');
    expect(await linhas(t)).toEqual([]);
  });

  it('answers 503 with Retry-After while the uploads in flight fill the budget, and takes uploads again after', async () => {
    const c = await cenario(t);
    // Declares 20 MB (15 MB decoded, of a 24 MB budget) and stalls.
    const preso = semFim(`{"evidencias":[{"nome":"lento.pdf","evidencia":"data:application/pdf;base64,`);
    const lento = enviarCorpo(c, preso, { 'content-length': String(20 * 1024 * 1024) });
    await new Promise((r) => setTimeout(r, 200));
    const corpo = JSON.stringify({ evidencias: [arquivo('a.pdf', PDF)] });
    const recusado = await enviarCorpo(c, emPedacos(corpo), { 'content-length': String(15 * 1024 * 1024) });
    expect(recusado.statusCode).toBe(503);
    expect(recusado.headers['retry-after']).toBe('10');
    expect(recusado.json()).toMatchObject({
      error:
        'O servidor está recebendo muitos arquivos neste momento. Aguarde alguns instantes e envie de novo.',
      code: 'service_unavailable',
    });
    // A small upload still fits beside the stalled one.
    expect((await enviar(t, c.user, c, [arquivo('pequeno.pdf', PDF)])).statusCode).toBe(201);
    // The stalled client gives up: its share of the budget comes back.
    preso.push(null);
    expect((await lento).statusCode).toBe(400);
    const depois = await enviarCorpo(c, emPedacos(corpo), { 'content-length': String(15 * 1024 * 1024) });
    expect(depois.statusCode).toBe(201);
    expect((await arquivosGuardados(t)).filter((k) => k.startsWith(TEMP_PREFIX))).toEqual([]);
  });
});
