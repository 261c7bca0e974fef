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

/**
 * The content type of `bytes` when they really are a file of extension `ext` (read from the bytes,
 * never from the name or the browser's claim); null when they are anything else, e.g. a program
 * or a web page renamed .pdf.
 */
export async function tipoConfirmado(ext: EvidenciaExtensao, bytes: Buffer): Promise<string | null> {
  if (bytes.length === 0) return null;
  // Loaded on the first upload, not at start (it weighs ~12 MB of memory).
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !SNIFFED[ext].includes(found.ext)) return null;
  if (found.ext !== 'cfb') return found.ext === 'apng' ? 'image/png' : found.mime;
  // A CFB container may hold anything (an installer, say): require the format's own stream.
  const legacy = STREAMS_CFB[ext];
  return legacy?.streams.some((s) => bytes.includes(s)) ? legacy.mime : null;
}
