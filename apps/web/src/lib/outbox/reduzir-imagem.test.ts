import { afterEach, describe, expect, it, vi } from 'vitest';
import { LADO_MAXIMO, medidasReduzidas, QUALIDADE_JPEG, reduzirImagem } from './reduzir-imagem';

afterEach(() => {
  vi.unstubAllGlobals();
});

const grande = (nome: string, tipo: string, tamanho = 5_000) =>
  new File([new Uint8Array(tamanho).fill(7)], nome, { type: tipo });

/** A browser with createImageBitmap and OffscreenCanvas (jsdom has neither): records the drawing. */
function navegadorComCanvas(largura: number, altura: number) {
  const desenhos: { largura: number; altura: number; tipo?: string; qualidade?: number }[] = [];
  const close = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: largura, height: altura, close })),
  );
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        private readonly w: number,
        private readonly h: number,
      ) {}
      getContext() {
        return { drawImage: vi.fn() };
      }
      async convertToBlob(o: { type: string; quality: number }) {
        desenhos.push({ largura: this.w, altura: this.h, tipo: o.type, qualidade: o.quality });
        return new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: o.type });
      }
    },
  );
  return { desenhos, close };
}

describe('downscaling a photo before it is kept', () => {
  it('fits the longest side in 1600 px, keeping the proportions', () => {
    expect(medidasReduzidas(4000, 3000)).toEqual({ largura: LADO_MAXIMO, altura: 1200 });
    expect(medidasReduzidas(3000, 4000)).toEqual({ largura: 1200, altura: LADO_MAXIMO });
    expect(medidasReduzidas(1600, 900)).toBeNull();
  });

  it('a large photo becomes a JPEG ~0.8 of at most 1600 px, renamed .jpg', async () => {
    const { desenhos, close } = navegadorComCanvas(4032, 3024);
    const r = await reduzirImagem(grande('curral.png', 'image/png'));
    expect(desenhos).toEqual([
      { largura: 1600, altura: 1200, tipo: 'image/jpeg', qualidade: QUALIDADE_JPEG },
    ]);
    expect(r.nome).toBe('curral.jpg');
    expect(r.tipo).toBe('image/jpeg');
    expect(new Uint8Array(r.bytes)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
    expect(close).toHaveBeenCalled();
  });

  it('keeps a small image, a PDF, and everything when the browser has no createImageBitmap', async () => {
    const { desenhos } = navegadorComCanvas(800, 600);
    const pequena = await reduzirImagem(grande('vaca.jpg', 'image/jpeg', 10));
    expect(pequena).toMatchObject({ nome: 'vaca.jpg', tipo: 'image/jpeg' });
    expect(pequena.bytes.byteLength).toBe(10);
    const pdf = await reduzirImagem(grande('laudo.pdf', 'application/pdf', 12));
    expect(pdf).toMatchObject({ nome: 'laudo.pdf', tipo: 'application/pdf' });
    expect(pdf.bytes.byteLength).toBe(12);
    expect(desenhos).toEqual([]);
    vi.unstubAllGlobals();
    const semCanvas = await reduzirImagem(grande('foto.jpg', 'image/jpeg', 20));
    expect(semCanvas).toMatchObject({ nome: 'foto.jpg', tipo: 'image/jpeg' });
    expect(semCanvas.bytes.byteLength).toBe(20);
  });
});
