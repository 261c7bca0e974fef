import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { EvidenciaExtensao } from '@guia/shared';

/** Marks of the legacy Office formats inside an OLE2 (CFB) container: their main stream names, UTF-16LE. */
const STREAMS_CFB: Partial<Record<EvidenciaExtensao, { mime: string; streams: Buffer[] }>> = {
  doc: { mime: 'application/msword', streams: [utf16('WordDocument')] },
  xls: { mime: 'application/vnd.ms-excel', streams: [utf16('Workbook'), utf16('Book')] },
  ppt: { mime: 'application/vnd.ms-powerpoint', streams: [utf16('PowerPoint Document')] },
};

function utf16(name: string): Buffer {
  return Buffer.from(name, 'utf16le');
}

/** What file-type must find for each extension (`cfb` is checked further below). */
const SNIFFED: Record<EvidenciaExtensao, readonly string[]> = {
  gif: ['gif'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png', 'apng'],
  webp: ['webp'],
  pdf: ['pdf'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
};

/** How many first bytes the type is sniffed from (file-type's own detection window). */
export const BYTES_DO_INICIO = 4100;

/** Whether any of `agulhas` occurs in the stream, looking across chunk boundaries. */
async function contemAlgum(stream: Readable, agulhas: Buffer[]): Promise<boolean> {
  const sobra = Math.max(...agulhas.map((a) => a.length)) - 1;
  let anterior = Buffer.alloc(0);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const janela = Buffer.concat([anterior, chunk]);
      if (agulhas.some((a) => janela.includes(a))) return true;
      anterior = janela.subarray(Math.max(0, janela.length - sobra));
    }
    return false;
  } finally {
    stream.destroy();
  }
}

/**
 * The content type of a received file when it really is a file of extension `ext` (read from the
 * bytes, never from the name or the browser's claim); null when it is anything else, e.g. a
 * program or a web page renamed .pdf. The type is sniffed from the first bytes (`inicio`, up to
 * `BYTES_DO_INICIO`); only the containers read on, as a stream from the stored file (`ler`): a zip
 * to find which Office package it is, an OLE2 file to find its Word/Excel/PowerPoint stream.
 */
export async function tipoConfirmado(
  ext: EvidenciaExtensao,
  inicio: Buffer,
  tamanho: number,
  ler: () => Promise<Readable | null>,
): Promise<string | null> {
  if (tamanho === 0) return null;
  // Loaded on the first upload, not at start (it weighs ~12 MB of memory).
  const { fileTypeFromBuffer, fileTypeFromStream } = await import('file-type');
  let found = await fileTypeFromBuffer(inicio);
  if (found?.ext === 'zip' && inicio.length < tamanho) {
    const stream = await ler();
    try {
      found = stream
        ? await fileTypeFromStream(Readable.toWeb(stream) as ReadableStream<Uint8Array>)
        : undefined;
    } finally {
      stream?.destroy();
    }
  }
  if (!found || !SNIFFED[ext].includes(found.ext)) return null;
  if (found.ext !== 'cfb') return found.ext === 'apng' ? 'image/png' : found.mime;
  // A CFB container may hold anything (an installer, say): require the format's own stream.
  const legacy = STREAMS_CFB[ext];
  if (!legacy) return null;
  if (inicio.length === tamanho) return legacy.streams.some((s) => inicio.includes(s)) ? legacy.mime : null;
  const stream = await ler();
  return stream && (await contemAlgum(stream, legacy.streams)) ? legacy.mime : null;
}
