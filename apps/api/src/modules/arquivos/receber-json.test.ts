import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { type FileStore, localFileStore } from '../../plugins/file-store.ts';
import { PNG_BYTES } from '../../test/multipart.ts';
import { OrcamentoDeUploads } from './orcamento-de-uploads.ts';
import { receberJson } from './receber-json.ts';
import { formaDoFormulario } from './receber-upload.ts';

let raiz: string;
let base: FileStore;

beforeAll(() => {
  raiz = mkdtempSync(path.join(tmpdir(), 'guia-receber-json-'));
  base = localFileStore(raiz);
});

afterAll(() => {
  rmSync(raiz, { recursive: true, force: true });
});

function arquivosGuardados(): string[] {
  return readdirSync(raiz, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);
}

/** The store, recording the size of every write and the bytes written so far. */
function storeQueMede() {
  const escritas: number[] = [];
  let gravados = 0;
  const store: FileStore = {
    ...base,
    createTemp: async () => {
      const temp = await base.createTemp();
      return {
        key: temp.key,
        close: () => temp.close(),
        write: async (chunk) => {
          escritas.push(chunk.length);
          gravados += chunk.length;
          await temp.write(chunk);
        },
      };
    },
  };
  return { store, escritas, gravados: () => gravados };
}

/** A large valid PNG: its real header and chunks, padded by a private chunk of zeros. */
function pngGrande(bytes: number): Buffer {
  return Buffer.concat([PNG_BYTES, Buffer.alloc(bytes - PNG_BYTES.length)]);
}

/** `texto` as a body cut in pieces of `tamanho` bytes; `antesDoFim` runs before the last piece. */
async function* emPedacos(texto: string, tamanho: number, antesDoFim?: () => void) {
  const bytes = Buffer.from(texto);
  for (let i = 0; i < bytes.length; i += tamanho) {
    if (i + tamanho >= bytes.length) antesDoFim?.();
    yield bytes.subarray(i, i + tamanho);
  }
}

const FORMA = formaDoFormulario('imagem', ['titulo', 'descricao', 'ordem']);
const reservaLivre = () => new OrcamentoDeUploads(1024 ** 3).reservar(0)!;

describe('receberJson (the JSON door of uploads)', () => {
  it('decodes a 9 MB data URL piece by piece into the store: no piece held is larger than one network chunk', async () => {
    const { store, escritas, gravados } = storeQueMede();
    const png = pngGrande(9 * 1024 * 1024);
    const corpo = JSON.stringify({
      ordem: 2,
      titulo: 'Bem-vindo',
      descricao: 'Primeiro slide',
      nomearquivo: 'slide.png',
      imagem: `data:image/png;base64,${png.toString('base64')}`,
    });
    const PEDACO = 16 * 1024;
    let gravadosAntesDoFim = 0;
    const envio = await receberJson(
      emPedacos(corpo, PEDACO, () => {
        gravadosAntesDoFim = gravados();
      }),
      FORMA,
      { fileStore: store, reserva: reservaLivre(), limiteDoCorpo: 20 * 1024 * 1024 },
    );
    expect(envio.campos).toEqual({ ordem: 2, titulo: 'Bem-vindo', descricao: 'Primeiro slide' });
    expect(envio.ignorados).toEqual([]);
    const [aceito] = envio.aceitos;
    expect(aceito).toMatchObject({ nome: 'slide.png', ext: 'png', mime: 'image/png', tamanho: png.length });
    // Written while the body was still arriving, never more than one network chunk's worth at once.
    expect(gravadosAntesDoFim).toBeGreaterThan(png.length - PEDACO);
    expect(Math.max(...escritas)).toBeLessThanOrEqual(PEDACO);
    const bytes = await buffer((await store.get(aceito!.tempKey))!);
    expect(bytes.equals(png)).toBe(true);
    await store.delete(aceito!.tempKey);
  });

  it('counts every body byte against the budget, not only the decoded file: a body of text fields is refused with 503', async () => {
    const orcamento = new OrcamentoDeUploads(2 * 1024 * 1024);
    // No declared length (chunked): the reservation grows as the body is read.
    const reserva = orcamento.reservar(0)!;
    const corpo = JSON.stringify({ titulo: 'T', lixo: 'x'.repeat(3 * 1024 * 1024), descricao: 'D' });
    const recusa = await receberJson(emPedacos(corpo, 64 * 1024), FORMA, {
      fileStore: base,
      reserva,
      limiteDoCorpo: 20 * 1024 * 1024,
    }).catch((e: unknown) => e);
    expect(recusa).toBeInstanceOf(AppError);
    expect((recusa as AppError).statusCode).toBe(503);
    expect((recusa as AppError).headers).toEqual({ 'retry-after': '10' });
    reserva.liberar();
    expect(orcamento.reservado).toBe(0);
  });

  it('refuses a file over 10 MB at the first byte past it, and leaves nothing in the store', async () => {
    const antes = arquivosGuardados();
    const grande = pngGrande(10 * 1024 * 1024 + 1);
    const corpo = JSON.stringify({
      titulo: 'T',
      descricao: 'D',
      nomearquivo: 'grande.png',
      imagem: `data:image/png;base64,${grande.toString('base64')}`,
    });
    const recusa = (await receberJson(emPedacos(corpo, 64 * 1024), FORMA, {
      fileStore: base,
      reserva: reservaLivre(),
      limiteDoCorpo: 20 * 1024 * 1024,
    }).catch((e: unknown) => e)) as AppError;
    expect(recusa.statusCode).toBe(400);
    expect(recusa.fields).toEqual({ imagem: 'Arquivo enviado supera tamanho máximo permitido.' });
    expect(arquivosGuardados()).toEqual(antes);
  });

  it('skips the names the spec skips (their data is never stored) and takes a form without a file', async () => {
    const antes = arquivosGuardados();
    const comThumbs = await receberJson(
      emPedacos(
        JSON.stringify({
          titulo: 'T',
          nomearquivo: 'Thumbs.db',
          imagem: `data:image/png;base64,${PNG_BYTES.toString('base64')}`,
        }),
        7,
      ),
      FORMA,
      { fileStore: base, reserva: reservaLivre(), limiteDoCorpo: 1024 * 1024 },
    );
    expect(comThumbs).toEqual({ campos: { titulo: 'T' }, aceitos: [], ignorados: ['Thumbs.db'] });
    const semArquivo = await receberJson(
      emPedacos(JSON.stringify({ titulo: 'T', descricao: 'D', imagem: null, nomearquivo: null }), 5),
      FORMA,
      { fileStore: base, reserva: reservaLivre(), limiteDoCorpo: 1024 * 1024 },
    );
    expect(semArquivo).toEqual({ campos: { titulo: 'T', descricao: 'D' }, aceitos: [], ignorados: [] });
    expect(arquivosGuardados()).toEqual(antes);
  });
});
