import { crc32 } from 'node:zlib';
import type { GuiaEstrutura } from '@guia/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema } from '../../db/client.ts';
import { TEMP_PREFIX } from '../../plugins/file-store.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';

const ORCAMENTO = 24 * 1024 * 1024;

/** The app of the evidence tests. */
export function abrirApp(): Promise<TestApp> {
  // A small budget of decoded bytes in flight, so that two uploads can fill it.
  return buildTestApp({ UPLOAD_MAX_BYTES_IN_FLIGHT: ORCAMENTO });
}

/** Empties the user data and every stored file between tests. */
export async function limpar(t: TestApp): Promise<void> {
  await t.reset();
  await t.fileStore.deletePrefix('usuarios');
  await t.fileStore.deletePrefix(TEMP_PREFIX);
}

// Real files, built byte by byte.
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const ELF = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]),
  Buffer.alloc(120),
]);
export const MZ = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);
export const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
export const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
export const cfb = (stream: string) =>
  Buffer.concat([CFB_MAGIC, Buffer.alloc(504), Buffer.from(stream, 'utf16le'), Buffer.alloc(512)]);

/** A stored (uncompressed) zip: enough for an OOXML package with its content types. */
export function zip(entries: [string, string][]): Buffer {
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
export const ooxml = (tipo: string) =>
  zip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/p.xml" ContentType="application/vnd.openxmlformats-officedocument.${tipo}.main+xml"/></Types>`,
    ],
    ['p.xml', '<p/>'],
  ]);

export const dataUrl = (bytes: Buffer, mime = 'application/octet-stream') =>
  `data:${mime};base64,${bytes.toString('base64')}`;
export const arquivo = (nome: string, bytes: Buffer, mime?: string) => ({
  nome,
  evidencia: dataUrl(bytes, mime),
});

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

export interface Cenario {
  user: TestUser;
  edicaoId: number;
  objetoId: number;
  questionarioId: number;
  indicadorId: number;
  outroIndicadorId: number;
}

/** A user with a unit, an open questionnaire and two applicable indicators. */
export async function cenario(t: TestApp): Promise<Cenario> {
  const [ed] = await t.db.select({ id: schema.edicao.id }).from(schema.edicao);
  const edicaoId = ed!.id;
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
  const estrutura = await lerEstrutura(t, user, { objetoId, questionarioId, edicaoId });
  const [a, b] = estrutura.principios.flatMap((p) => p.criterios.flatMap((c) => c.indicadores));
  return { user, edicaoId, objetoId, questionarioId, indicadorId: a!.id, outroIndicadorId: b!.id };
}

export async function lerEstrutura(
  t: TestApp,
  user: TestUser,
  { objetoId, questionarioId, edicaoId }: Pick<Cenario, 'objetoId' | 'questionarioId' | 'edicaoId'>,
): Promise<GuiaEstrutura> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/Guia/${objetoId}/${edicaoId}/${questionarioId}`,
    headers: user.auth,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

export function enviar(
  t: TestApp,
  user: TestUser,
  c: Cenario,
  evidencias: object[],
  indicadorId = c.indicadorId,
  headers: Record<string, string> = user.auth,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/Evidencia/Arquivo/${indicadorId}/${c.questionarioId}`,
    headers,
    payload: { evidencias },
  });
}

export function listar(t: TestApp, user: TestUser, questionarioId: number) {
  return t.app.inject({ method: 'GET', url: `/api/Evidencia/${questionarioId}`, headers: user.auth });
}

export function baixar(t: TestApp, user: TestUser, id: number) {
  return t.app.inject({ method: 'GET', url: `/api/Evidencia/Arquivo/${id}`, headers: user.auth });
}

export function remover(t: TestApp, user: TestUser, id: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Evidencia/Remover/Delete',
    headers: user.auth,
    payload: { id },
  });
}

export async function linhas(t: TestApp) {
  return t.db.select().from(schema.evidencia).orderBy(schema.evidencia.id);
}

export async function existe(t: TestApp, key: string): Promise<boolean> {
  const stream = await t.fileStore.get(key);
  stream?.destroy();
  return stream !== null;
}

/** Every stored file of the users' area and of the temporary area (none may be left by a refused upload). */
export async function arquivosGuardados(t: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of ['usuarios', TEMP_PREFIX]) {
    for await (const f of t.fileStore.list(prefix)) keys.push(f.key);
  }
  return keys.sort();
}

export async function finalizarDireto(t: TestApp, questionarioId: number) {
  await t.db
    .update(schema.questionario)
    .set({ finalizado: true, finalizadoEm: new Date() })
    .where(eq(schema.questionario.id, questionarioId));
}
