import type { ArquivoGuardado } from './fotos';

/** The longest side of a queued photo, in pixels. */
export const LADO_MAXIMO = 1600;
export const QUALIDADE_JPEG = 0.8;

/** Turns a chosen file into what the outbox keeps (images downscaled when the browser can). */
export type Reduzir = (arquivo: File) => Promise<ArquivoGuardado>;

const TIPOS_REDUZIVEIS = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The size that fits `LADO_MAXIMO` keeping the proportions, or null when the image is already small. */
export function medidasReduzidas(largura: number, altura: number, maximo = LADO_MAXIMO) {
  const maior = Math.max(largura, altura);
  if (maior <= maximo) return null;
  const f = maximo / maior;
  return { largura: Math.round(largura * f), altura: Math.round(altura * f) };
}

const jpeg = (nome: string) => (/\.[^.]+$/.test(nome) ? nome.replace(/\.[^.]+$/, '.jpg') : `${nome}.jpg`);

async function desenhar(bitmap: ImageBitmap, largura: number, altura: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(largura, altura);
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.drawImage(bitmap, 0, 0, largura, altura);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: QUALIDADE_JPEG });
  }
  const canvas = document.createElement('canvas');
  canvas.width = largura;
  canvas.height = altura;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.drawImage(bitmap, 0, 0, largura, altura);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALIDADE_JPEG));
}

/** A chosen file as it is: its name, type and bytes (what an online upload sends). */
export async function lerOriginal(arquivo: File): Promise<ArquivoGuardado> {
  return { nome: arquivo.name, tipo: arquivo.type, bytes: await arquivo.arrayBuffer() };
}

/**
 * Downscales a photo to `LADO_MAXIMO` px on its longest side as JPEG ~0.8 (createImageBitmap + canvas);
 * anything else (a PDF, a GIF, a small image, a browser without createImageBitmap, a decode failure) is
 * kept as it is.
 */
export const reduzirImagem: Reduzir = async (arquivo) => {
  const original = () => lerOriginal(arquivo);
  if (!TIPOS_REDUZIVEIS.has(arquivo.type) || typeof createImageBitmap !== 'function') return original();
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await createImageBitmap(arquivo);
    const medidas = medidasReduzidas(bitmap.width, bitmap.height);
    if (!medidas) return original();
    const blob = await desenhar(bitmap, medidas.largura, medidas.altura);
    if (!blob || blob.size >= arquivo.size) return original();
    return { nome: jpeg(arquivo.name), tipo: 'image/jpeg', bytes: await blob.arrayBuffer() };
  } catch {
    return original();
  } finally {
    bitmap?.close();
  }
};
