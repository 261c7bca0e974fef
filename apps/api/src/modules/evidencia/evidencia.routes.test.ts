import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { EVIDENCIA_MENSAGENS, EVIDENCIA_TAMANHO_MAXIMO, type GuiaEstrutura } from '@guia/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { TEMP_PREFIX } from '../../plugins/file-store.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { MENSAGENS } from '../questionario/questionario.service.ts';

let t: TestApp;
const ORCAMENTO = 24 * 1024 * 1024;
let edicaoId: number;

beforeAll(async () => {
  // A small budget of decoded bytes in flight, so that two uploads can fill it.
  t = await buildTestApp({ UPLOAD_MAX_BYTES_IN_FLIGHT: ORCAMENTO });
  const [ed] = await t.db.select({ id: schema.edicao.id }).from(schema.edicao);
  edicaoId = ed!.id;
});

beforeEach(async () => {
  await t.reset();
  await t.fileStore.deletePrefix('usuarios');
  await t.fileStore.deletePrefix(TEMP_PREFIX);
});

afterAll(async () => {
  await t.close();
});

// Real files, built byte by byte.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), Buffer.alloc(120)]);
const MZ = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const cfb = (stream: string) =>
  Buffer.concat([CFB_MAGIC, Buffer.alloc(504), Buffer.from(stream, 'utf16le'), Buffer.alloc(512)]);

/** A stored (uncompressed) zip: enough for an OOXML package with its content types. */
function zip(entries: [string, string][]): Buffer {
  const parts: Buffer[] = [];
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    parts.push(header, Buffer.from(name), data);
  }
  return Buffer.concat(parts);
}
const ooxml = (tipo: string) =>
  zip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/p.xml" ContentType="application/vnd.openxmlformats-officedocument.${tipo}.main+xml"/></Types>`,
    ],
    ['p.xml', '<p/>'],
  ]);

const dataUrl = (bytes: Buffer, mime = 'application/octet-stream') =>
  `data:${mime};base64,${bytes.toString('base64')}`;
const arquivo = (nome: string, bytes: Buffer, mime?: string) => ({ nome, evidencia: dataUrl(bytes, mime) });

const PRODUTOR = {
  categoria_id: 6,
  nomeunidade: 'Fazenda Boa Vista',
  uf: 'MT',
  cidade: 5103403,
  car: 'MT-5103403-0123456789ABCDEF0123456789ABCDEF',
  atividade_id: 1,
  sistemaadotado_id: 2,
  area: 1200,
  areaPasto: 800,
  rebanho: 950,
};

interface Cenario {
  user: TestUser;
  objetoId: number;
  questionarioId: number;
  indicadorId: number;
  outroIndicadorId: number;
}

/** A user with a unit, an open questionnaire and two applicable indicators. */
async function cenario(): Promise<Cenario> {
  const user = await createUser(t);
  const unidade = await t.app.inject({
    method: 'POST',
    url: '/api/Objeto',
    headers: user.auth,
    payload: PRODUTOR,
  });
  expect(unidade.statusCode).toBe(201);
  const objetoId: number = unidade.json().data.id;
  const iniciado = await t.app.inject({
    method: 'POST',
    url: '/api/Guia/Questionario',
    headers: user.auth,
    payload: { objeto_id: objetoId, guia_id: edicaoId },
  });
  expect(iniciado.statusCode).toBe(201);
  const questionarioId: number = iniciado.json().data.questionario.id;
  const estrutura = await lerEstrutura(user, objetoId, questionarioId);
  const [a, b] = estrutura.principios.flatMap((p) => p.criterios.flatMap((c) => c.indicadores));
  return { user, objetoId, questionarioId, indicadorId: a!.id, outroIndicadorId: b!.id };
}

async function lerEstrutura(
  user: TestUser,
  objetoId: number,
  questionarioId: number,
): Promise<GuiaEstrutura> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/Guia/${objetoId}/${edicaoId}/${questionarioId}`,
    headers: user.auth,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

function enviar(user: TestUser, c: Cenario, evidencias: object[], indicadorId = c.indicadorId) {
  return t.app.inject({
    method: 'POST',
    url: `/api/Evidencia/Arquivo/${indicadorId}/${c.questionarioId}`,
    headers: user.auth,
    payload: { evidencias },
  });
}

function listar(user: TestUser, questionarioId: number) {
  return t.app.inject({ method: 'GET', url: `/api/Evidencia/${questionarioId}`, headers: user.auth });
}

function baixar(user: TestUser, id: number) {
  return t.app.inject({ method: 'GET', url: `/api/Evidencia/Arquivo/${id}`, headers: user.auth });
}

function remover(user: TestUser, id: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Evidencia/Remover/Delete',
    headers: user.auth,
    payload: { id },
  });
}

async function linhas() {
  return t.db.select().from(schema.evidencia).orderBy(schema.evidencia.id);
}

async function existe(key: string): Promise<boolean> {
  const stream = await t.fileStore.get(key);
  stream?.destroy();
  return stream !== null;
}

/** Every stored file of the users' area and of the temporary area (none may be left by a refused upload). */
async function arquivosGuardados(): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of ['usuarios', TEMP_PREFIX]) {
    for await (const f of t.fileStore.list(prefix)) keys.push(f.key);
  }
  return keys.sort();
}

async function finalizarDireto(questionarioId: number) {
  await t.db
    .update(schema.questionario)
    .set({ finalizado: true, finalizadoEm: new Date() })
    .where(eq(schema.questionario.id, questionarioId));
}

describe('POST /api/Evidencia/Arquivo/:indicadorId/:questionarioId', () => {
  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Evidencia/Arquivo/1/1',
      payload: { evidencias: [arquivo('a.pdf', PDF)] },
    });
    expect(res.statusCode).toBe(401);
  });

  it('stores a real PDF and PNG sent together, with the type read from the bytes', async () => {
    const c = await cenario();
    const res = await enviar(c.user, c, [
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
    const rows = await linhas();
    // The browser's claim (text/plain) is ignored: the bytes say PDF.
    expect(rows.map((r) => [r.mime, r.tamanho])).toEqual([
      ['application/pdf', PDF.length],
      ['image/png', PNG.length],
    ]);
    for (const r of rows) {
      expect(r.nomearquivo.startsWith(`usuarios/${c.user.id}/objetos/${c.objetoId}/evidencias/`)).toBe(true);
      expect(await existe(r.nomearquivo)).toBe(true);
    }
  });

  it('accepts legacy Office files by their OLE2 container and main stream', async () => {
    const c = await cenario();
    const res = await enviar(c.user, c, [
      arquivo('ata.doc', cfb('WordDocument')),
      arquivo('planilha.xls', cfb('Workbook')),
      arquivo('slides.ppt', cfb('PowerPoint Document')),
    ]);
    expect(res.statusCode).toBe(201);
    expect((await linhas()).map((r) => r.mime)).toEqual([
      'application/msword',
      'application/vnd.ms-excel',
      'application/vnd.ms-powerpoint',
    ]);
    // An OLE2 container without a Word stream (an installer, say) is not a .doc.
    const outro = await enviar(c.user, c, [arquivo('setup.doc', cfb('Outro'))]);
    expect(outro.statusCode).toBe(400);
    expect(outro.json().error).toContain('setup.doc');
  });

  it('accepts Office Open XML files by their content types, and refuses a plain zip renamed .docx', async () => {
    const c = await cenario();
    const res = await enviar(c.user, c, [
      arquivo('relatorio.docx', ooxml('wordprocessingml.document')),
      arquivo('planilha.xlsx', ooxml('spreadsheetml.sheet')),
      arquivo('slides.pptx', ooxml('presentationml.presentation')),
    ]);
    expect(res.statusCode).toBe(201);
    expect((await linhas()).map((r) => r.mime)).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ]);
    const zipado = await enviar(c.user, c, [arquivo('pacote.docx', zip([['a.txt', 'oi']]))]);
    expect(zipado.statusCode).toBe(400);
    const trocado = await enviar(c.user, c, [arquivo('planilha.docx', ooxml('spreadsheetml.sheet'))]);
    expect(trocado.statusCode).toBe(400);
    expect(await linhas()).toHaveLength(3);
  });

  it('skips the names the spec skips, stores the rest and says which were skipped', async () => {
    const c = await cenario();
    const res = await enviar(c.user, c, [
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
    expect((await linhas()).map((r) => r.titulo)).toEqual(['relatorio.pdf']);

    const todos = await enviar(c.user, c, [arquivo('Thumbs.db', PDF)]);
    expect(todos.statusCode).toBe(201);
    expect(todos.json()).toMatchObject({ data: [], ignorados: ['Thumbs.db'] });
    expect(await linhas()).toHaveLength(1);
  });

  it('refuses a file just over 10 MB with the spec message and stores nothing', async () => {
    const c = await cenario();
    const grande = Buffer.concat([PDF, Buffer.alloc(EVIDENCIA_TAMANHO_MAXIMO + 1 - PDF.length, 0x20)]);
    const res = await enviar(c.user, c, [arquivo('ok.png', PNG), arquivo('grande.pdf', grande)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Arquivo enviado supera tamanho máximo permitido.');
    expect(await linhas()).toEqual([]);
    expect(await arquivosGuardados()).toEqual([]);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const c = await cenario();
    const limite = Buffer.concat([PDF, Buffer.alloc(EVIDENCIA_TAMANHO_MAXIMO - PDF.length, 0x20)]);
    const res = await enviar(c.user, c, [arquivo('limite.pdf', limite)]);
    expect(res.statusCode).toBe(201);
    expect((await linhas())[0]!.tamanho).toBe(EVIDENCIA_TAMANHO_MAXIMO);
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
    const c = await cenario();
    const res = await enviar(c.user, c, [arquivo('bom.pdf', PDF), arquivo(nome, bytes)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(trecho);
    expect(res.json().error).toContain(`"${nome}"`);
    expect(res.json().fields).toHaveProperty('evidencias.1.evidencia');
    expect(await linhas()).toEqual([]);
    expect(await arquivosGuardados()).toEqual([]);
  });

  it('refuses a payload that is not a base64 data URL, and an empty list', async () => {
    const c = await cenario();
    const texto = await enviar(c.user, c, [{ nome: 'a.pdf', evidencia: 'data:application/pdf,%PDF-1.4' }]);
    expect(texto.statusCode).toBe(400);
    expect(texto.json().error).toBe(EVIDENCIA_MENSAGENS.arquivoInvalido);
    const invalido = await enviar(c.user, c, [
      { nome: 'a.pdf', evidencia: 'data:application/pdf;base64,@@@' },
    ]);
    expect(invalido.statusCode).toBe(400);
    const vazio = await enviar(c.user, c, []);
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().error).toBe(EVIDENCIA_MENSAGENS.nenhumArquivo);
    expect(await linhas()).toEqual([]);
  });

  it("answers another user's questionnaire with 404, and an indicator of no use to the unit too", async () => {
    const c = await cenario();
    const outro = await createUser(t);
    const res = await enviar(outro, c, [arquivo('a.pdf', PDF)]);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(MENSAGENS.questionarioNaoEncontrado);
    const inexistente = await t.app.inject({
      method: 'POST',
      url: `/api/Evidencia/Arquivo/${c.indicadorId}/999999`,
      headers: c.user.auth,
      payload: { evidencias: [arquivo('a.pdf', PDF)] },
    });
    expect(inexistente.statusCode).toBe(404);
    // An indicator of the edition that does not apply to category 6.
    const [naoAplica] = await t.db
      .select({ id: schema.indicador.id })
      .from(schema.indicador)
      .where(
        and(
          sql`cardinality(${schema.indicador.categorias}) > 0`,
          sql`not (6 = any(${schema.indicador.categorias}))`,
        ),
      );
    expect(naoAplica).toBeDefined();
    const res2 = await enviar(c.user, c, [arquivo('a.pdf', PDF)], naoAplica!.id);
    expect(res2.statusCode).toBe(404);
    expect(res2.json().error).toBe(EVIDENCIA_MENSAGENS.indicadorNaoEncontrado);
    const semIndicador = await enviar(c.user, c, [arquivo('a.pdf', PDF)], 999999);
    expect(semIndicador.statusCode).toBe(404);
    expect(await linhas()).toEqual([]);
  });

  it("does not let an administrator add evidence to another user's questionnaire: it is self-declared", async () => {
    const c = await cenario();
    const admin = await createUser(t, { role: 'administrador' });
    const res = await enviar(admin, c, [arquivo('a.pdf', PDF)]);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(MENSAGENS.questionarioNaoEncontrado);
    expect(await linhas()).toEqual([]);
    expect(await arquivosGuardados()).toEqual([]);
  });

  it('refuses every evidence change once the questionnaire is finished, with 409', async () => {
    const c = await cenario();
    const enviada = await enviar(c.user, c, [arquivo('a.pdf', PDF)]);
    const id: number = enviada.json().data[0].id;
    await finalizarDireto(c.questionarioId);

    const envio = await enviar(c.user, c, [arquivo('b.pdf', PDF)]);
    expect(envio.statusCode).toBe(409);
    expect(envio.json().error).toBe(MENSAGENS.jaFinalizado);
    const remocao = await remover(c.user, id);
    expect(remocao.statusCode).toBe(409);
    expect(remocao.json().error).toBe(MENSAGENS.jaFinalizado);
    const [row] = await linhas();
    expect(row?.id).toBe(id);
    expect(await existe(row!.nomearquivo)).toBe(true);
    // Reading stays possible.
    expect((await listar(c.user, c.questionarioId)).statusCode).toBe(200);
    expect((await baixar(c.user, id)).statusCode).toBe(200);
  });
});

describe('the upload is read as it arrives', () => {
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

  it('stores files from a body that arrives in small pieces, whatever the order of the fields', async () => {
    const c = await cenario();
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
    const rows = await linhas();
    expect(rows.map((r) => [r.mime, r.tamanho])).toEqual([
      ['application/pdf', PDF.length],
      ['image/png', PNG.length],
    ]);
    const guardado = await t.fileStore.get(rows[0]!.nomearquivo);
    const bytes: Buffer[] = [];
    for await (const chunk of guardado!) bytes.push(chunk as Buffer);
    expect(Buffer.concat(bytes).equals(PDF)).toBe(true);
    expect((await arquivosGuardados()).filter((k) => k.startsWith(TEMP_PREFIX))).toEqual([]);
  });

  it('reads JSON escapes inside the data URL (a client that writes \\/)', async () => {
    const c = await cenario();
    const corpo = JSON.stringify({ evidencias: [arquivo('foto.png', PNG, 'image/png')] }).replace(
      /\//g,
      '\\/',
    );
    expect(corpo).toContain('\\/');
    const res = await enviarCorpo(c, emPedacos(corpo, 5));
    expect(res.statusCode).toBe(201);
    expect((await linhas())[0]!.tamanho).toBe(PNG.length);
  });

  it('finds the Office type past the first bytes, reading the stored file again', async () => {
    const c = await cenario();
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
    const res = await enviar(c.user, c, [arquivo('grande.docx', docx), arquivo('antigo.doc', doc)]);
    expect(res.statusCode).toBe(201);
    expect((await linhas()).map((r) => r.mime)).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/msword',
    ]);
  });

  it('answers a file over 10 MB as soon as its 10 MB have passed, without waiting for the rest', async () => {
    const c = await cenario();
    const cabeca = `{"evidencias":[{"nome":"grande.pdf","evidencia":"data:application/pdf;base64,`;
    const base64 = Buffer.alloc(EVIDENCIA_TAMANHO_MAXIMO + 3, 0x41).toString('base64');
    // The closing quote and brackets never come.
    const res = await enviarCorpo(c, semFim(cabeca, base64));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(EVIDENCIA_MENSAGENS.tamanhoMaximo);
    expect(res.json().fields).toHaveProperty('evidencias.0.evidencia');
    expect(await arquivosGuardados()).toEqual([]);
  });

  it('refuses a name of a forbidden type before reading its data, and a broken JSON at its first bad byte', async () => {
    const c = await cenario();
    const programa = await enviarCorpo(
      c,
      semFim(`{"evidencias":[{"nome":"programa.exe","evidencia":"data:application/octet-stream;base64,TVqQ`),
    );
    expect(programa.statusCode).toBe(400);
    expect(programa.json().error).toContain('"programa.exe" não é de um tipo permitido');
    const quebrado = await enviarCorpo(c, semFim('{"evidencias":[{"nome":"a.pdf",,'));
    expect(quebrado.statusCode).toBe(400);
    expect(quebrado.json().error).toBe('O corpo da requisição não é um JSON válido.');
    expect(await arquivosGuardados()).toEqual([]);
  });

  it('refuses a body that is not JSON, and a request without a body', async () => {
    const c = await cenario();
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
    const c = await cenario();
    const onze = Array.from({ length: 11 }, (_, i) => arquivo(`f${i}.png`, PNG));
    const muitos = await enviar(c.user, c, onze);
    expect(muitos.statusCode).toBe(400);
    expect(muitos.json().error).toBe(EVIDENCIA_MENSAGENS.muitosArquivos);
    const enorme = await enviarCorpo(c, semFim('{"evidencias":['), {
      'content-length': String(200 * 1024 * 1024),
    });
    expect(enorme.statusCode).toBe(413);
    expect(enorme.json().error).toBe('O conteúdo enviado é maior que o permitido.');
    expect(await linhas()).toEqual([]);
  });

  it('answers 503 with Retry-After while the uploads in flight fill the budget, and takes uploads again after', async () => {
    const c = await cenario();
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
    expect((await enviar(c.user, c, [arquivo('pequeno.pdf', PDF)])).statusCode).toBe(201);
    // The stalled client gives up: its share of the budget comes back.
    preso.push(null);
    expect((await lento).statusCode).toBe(400);
    const depois = await enviarCorpo(c, emPedacos(corpo), { 'content-length': String(15 * 1024 * 1024) });
    expect(depois.statusCode).toBe(201);
    expect((await arquivosGuardados()).filter((k) => k.startsWith(TEMP_PREFIX))).toEqual([]);
  });
});

describe('GET /api/Evidencia/:questionarioId and the structure of the Guia', () => {
  it('lists the evidence of every indicator, and the structure shows it per indicator', async () => {
    const c = await cenario();
    await enviar(c.user, c, [arquivo('a.pdf', PDF), arquivo('b.png', PNG)]);
    await enviar(c.user, c, [arquivo('c.pdf', PDF)], c.outroIndicadorId);
    const res = await listar(c.user, c.questionarioId);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { titulo: string; indicador_id: number }[];
    expect(data.map((e) => [e.indicador_id, e.titulo]).sort()).toEqual(
      [
        [c.indicadorId, 'a.pdf'],
        [c.indicadorId, 'b.png'],
        [c.outroIndicadorId, 'c.pdf'],
      ].sort(),
    );

    const estrutura = await lerEstrutura(c.user, c.objetoId, c.questionarioId);
    const indicadores = estrutura.principios.flatMap((p) => p.criterios.flatMap((cr) => cr.indicadores));
    const porId = new Map(indicadores.map((i) => [i.id, i]));
    expect(porId.get(c.indicadorId)!.evidencias.map((e) => e.titulo)).toEqual(['a.pdf', 'b.png']);
    expect(porId.get(c.outroIndicadorId)!.evidencias.map((e) => e.titulo)).toEqual(['c.pdf']);
    expect(indicadores.filter((i) => i.evidencias.length > 0)).toHaveLength(2);
  });

  it("answers another user's questionnaire with 404 and lets an administrator read it", async () => {
    const c = await cenario();
    await enviar(c.user, c, [arquivo('a.pdf', PDF)]);
    const outro = await createUser(t);
    expect((await listar(outro, c.questionarioId)).statusCode).toBe(404);
    const admin = await createUser(t, { role: 'administrador' });
    const res = await listar(admin, c.questionarioId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
  });
});

describe('GET /api/Evidencia/Arquivo/:id', () => {
  it('sends the bytes as an attachment with safe headers', async () => {
    const c = await cenario();
    const enviada = await enviar(c.user, c, [arquivo('Relatório "final"; v2.pdf', PDF)]);
    const res = await baixar(c.user, enviada.json().data[0].id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Relatorio _final__ v2.pdf"; filename*=UTF-8''Relat%C3%B3rio%20%22final%22%3B%20v2.pdf`,
    );
  });

  it("answers another user's evidence with 404, lets an administrator download it, and 401 without a token", async () => {
    const c = await cenario();
    const id: number = (await enviar(c.user, c, [arquivo('a.png', PNG)])).json().data[0].id;
    const outro = await createUser(t);
    const negado = await baixar(outro, id);
    expect(negado.statusCode).toBe(404);
    expect(negado.json().error).toBe(EVIDENCIA_MENSAGENS.naoEncontrada);
    expect((await baixar(c.user, 999999)).statusCode).toBe(404);
    const admin = await createUser(t, { role: 'administrador' });
    const res = await baixar(admin, id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/Evidencia/Arquivo/${id}` })).statusCode).toBe(401);
  });
});

describe('POST /api/Evidencia/Remover/Delete', () => {
  it('removes the row and the file', async () => {
    const c = await cenario();
    await enviar(c.user, c, [arquivo('a.pdf', PDF), arquivo('b.png', PNG)]);
    const [a, b] = await linhas();
    const res = await remover(c.user, a!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(EVIDENCIA_MENSAGENS.removida);
    expect((await linhas()).map((r) => r.id)).toEqual([b!.id]);
    expect(await existe(a!.nomearquivo)).toBe(false);
    expect(await existe(b!.nomearquivo)).toBe(true);
    expect((await remover(c.user, a!.id)).statusCode).toBe(404);
  });

  it("answers another user's evidence with 404 and keeps it, for an administrator too", async () => {
    const c = await cenario();
    await enviar(c.user, c, [arquivo('a.pdf', PDF)]);
    const [row] = await linhas();
    const outro = await createUser(t);
    const negado = await remover(outro, row!.id);
    expect(negado.statusCode).toBe(404);
    const admin = await createUser(t, { role: 'administrador' });
    const doAdmin = await remover(admin, row!.id);
    expect(doAdmin.statusCode).toBe(404);
    expect(doAdmin.json().error).toBe(EVIDENCIA_MENSAGENS.naoEncontrada);
    expect(await linhas()).toHaveLength(1);
    expect(await existe(row!.nomearquivo)).toBe(true);
  });
});

describe('files follow their owner', () => {
  it('deleting the account removes the evidence files', async () => {
    const c = await cenario();
    await enviar(c.user, c, [arquivo('a.pdf', PDF), arquivo('b.png', PNG)]);
    const keys = (await linhas()).map((r) => r.nomearquivo);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/Configuracao/ExcluirConta',
      headers: c.user.auth,
      payload: { email: c.user.email },
    });
    expect(res.statusCode).toBe(200);
    expect(await linhas()).toEqual([]);
    for (const key of keys) expect(await existe(key)).toBe(false);
  });

  it("deleting a unit removes its evidence files and no other unit's", async () => {
    const c = await cenario();
    const outra = await cenario();
    await enviar(c.user, c, [arquivo('a.pdf', PDF)]);
    await enviar(outra.user, outra, [arquivo('b.pdf', PDF)]);
    const [a, b] = await linhas();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/Objeto/${c.objetoId}`,
      headers: c.user.auth,
    });
    expect(res.statusCode).toBe(200);
    expect((await linhas()).map((r) => r.id)).toEqual([b!.id]);
    expect(await existe(a!.nomearquivo)).toBe(false);
    expect(await existe(b!.nomearquivo)).toBe(true);
  });
});
