import { EVIDENCIA_MENSAGENS } from '@guia/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  abrirApp,
  arquivo,
  arquivosGuardados,
  cenario,
  cfb,
  ELF,
  enviar,
  existe,
  HTML,
  limpar,
  linhas,
  MZ,
  ooxml,
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

describe('POST /api/Evidencia/Arquivo/:indicadorId/:questionarioId', () => {
  it('stores a real PDF and PNG sent together, with the type read from the bytes', async () => {
    const c = await cenario(t);
    const res = await enviar(t, c.user, c, [
      arquivo('Laudo técnico.pdf', PDF, 'text/plain'),
      arquivo('foto.png', PNG, 'image/png'),
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(EVIDENCIA_MENSAGENS.enviada);
    expect(body.ignorados).toEqual([]);
    expect(body.data.map((e: { titulo: string }) => e.titulo)).toEqual(['Laudo técnico.pdf', 'foto.png']);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      titulo: 'Laudo técnico.pdf',
      nomearquivo: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/),
      indicador_id: c.indicadorId,
      criadoem: expect.any(String),
    });
    const rows = await linhas(t);
    // The browser's claim (text/plain) is ignored: the bytes say PDF.
    expect(rows.map((r) => [r.mime, r.tamanho])).toEqual([
      ['application/pdf', PDF.length],
      ['image/png', PNG.length],
    ]);
    for (const r of rows) {
      expect(r.nomearquivo.startsWith(`usuarios/${c.user.id}/objetos/${c.objetoId}/evidencias/`)).toBe(true);
      expect(await existe(t, r.nomearquivo)).toBe(true);
    }
  });

  it('accepts legacy Office files by their OLE2 container and main stream', async () => {
    const c = await cenario(t);
    const res = await enviar(t, c.user, c, [
      arquivo('ata.doc', cfb('WordDocument')),
      arquivo('planilha.xls', cfb('Workbook')),
      arquivo('slides.ppt', cfb('PowerPoint Document')),
    ]);
    expect(res.statusCode).toBe(201);
    expect((await linhas(t)).map((r) => r.mime)).toEqual([
      'application/msword',
      'application/vnd.ms-excel',
      'application/vnd.ms-powerpoint',
    ]);
    // An OLE2 container without a Word stream (an installer, say) is not a .doc.
    const outro = await enviar(t, c.user, c, [arquivo('setup.doc', cfb('Outro'))]);
    expect(outro.statusCode).toBe(400);
    expect(outro.json().error).toContain('setup.doc');
  });

  it('accepts Office Open XML files by their content types, and refuses a plain zip renamed .docx', async () => {
    const c = await cenario(t);
    const res = await enviar(t, c.user, c, [
      arquivo('relatorio.docx', ooxml('wordprocessingml.document')),
      arquivo('planilha.xlsx', ooxml('spreadsheetml.sheet')),
      arquivo('slides.pptx', ooxml('presentationml.presentation')),
    ]);
    expect(res.statusCode).toBe(201);
    expect((await linhas(t)).map((r) => r.mime)).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ]);
    const zipado = await enviar(t, c.user, c, [arquivo('pacote.docx', zip([['a.txt', 'oi']]))]);
    expect(zipado.statusCode).toBe(400);
    const trocado = await enviar(t, c.user, c, [arquivo('planilha.docx', ooxml('spreadsheetml.sheet'))]);
    expect(trocado.statusCode).toBe(400);
    expect(await linhas(t)).toHaveLength(3);
  });

  it('skips the names the spec skips, stores the rest and says which were skipped', async () => {
    const c = await cenario(t);
    const res = await enviar(t, c.user, c, [
      arquivo('Thumbs.db', PDF),
      arquivo('relatorio.pdf', PDF),
      arquivo('.oculto.png', PNG),
      arquivo('desktop.ini', PDF),
      arquivo('script.js', PDF),
      arquivo('pagina.html', HTML),
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().ignorados).toEqual([
      'Thumbs.db',
      '.oculto.png',
      'desktop.ini',
      'script.js',
      'pagina.html',
    ]);
    expect(res.json().data.map((e: { titulo: string }) => e.titulo)).toEqual(['relatorio.pdf']);
    expect((await linhas(t)).map((r) => r.titulo)).toEqual(['relatorio.pdf']);

    const todos = await enviar(t, c.user, c, [arquivo('Thumbs.db', PDF)]);
    expect(todos.statusCode).toBe(201);
    expect(todos.json()).toMatchObject({ data: [], ignorados: ['Thumbs.db'] });
    expect(await linhas(t)).toHaveLength(1);
  });

  it.each([
    ['an extension not allowed', 'programa.exe', MZ, 'não é de um tipo permitido'],
    ['an ELF executable renamed .pdf', 'x.pdf', ELF, 'não corresponde à sua extensão'],
    ['a Windows executable renamed .pdf', 'relatorio.pdf', MZ, 'não corresponde à sua extensão'],
    ['an HTML page renamed .png', 'foto.png', HTML, 'não corresponde à sua extensão'],
    ['a PNG named .jpg', 'foto.jpg', PNG, 'não corresponde à sua extensão'],
    ['a PDF named .docx', 'contrato.docx', PDF, 'não corresponde à sua extensão'],
    ['an empty file', 'vazio.pdf', Buffer.alloc(0), 'não corresponde à sua extensão'],
  ])('refuses %s, naming the file, and stores none of the batch', async (_caso, nome, bytes, trecho) => {
    const c = await cenario(t);
    const res = await enviar(t, c.user, c, [arquivo('bom.pdf', PDF), arquivo(nome, bytes)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(trecho);
    expect(res.json().error).toContain(`"${nome}"`);
    expect(res.json().fields).toHaveProperty('evidencias.1.evidencia');
    expect(await linhas(t)).toEqual([]);
    expect(await arquivosGuardados(t)).toEqual([]);
  });
});
