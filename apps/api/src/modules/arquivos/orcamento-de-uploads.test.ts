import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrcamentoDeUploads, RitmoDeUploads } from './orcamento-de-uploads.ts';

const MB = 1024 * 1024;

describe('OrcamentoDeUploads', () => {
  it('admits declared uploads while they fit and frees their share when they end', () => {
    const orcamento = new OrcamentoDeUploads(250 * MB);
    const a = orcamento.reservar(100 * MB);
    const b = orcamento.reservar(100 * MB);
    expect(a && b).toBeTruthy();
    expect(orcamento.reservar(100 * MB)).toBeNull();
    a!.liberar();
    a!.liberar();
    expect(orcamento.reservado).toBe(100 * MB);
    expect(orcamento.reservar(100 * MB)).not.toBeNull();
  });

  it('grows a chunked upload as it decodes, and says no past the cap', () => {
    const orcamento = new OrcamentoDeUploads(3 * MB);
    const r = orcamento.reservar(0)!;
    expect(r.usar(10)).toBe(true);
    expect(orcamento.reservado).toBe(MB);
    expect(r.usar(2 * MB)).toBe(true);
    expect(r.usar(MB)).toBe(false);
    r.liberar();
    expect(orcamento.reservado).toBe(0);
  });

  it('lets an upload use what it reserved without taking more', () => {
    const orcamento = new OrcamentoDeUploads(10 * MB);
    const r = orcamento.reservar(4 * MB)!;
    expect(r.usar(4 * MB)).toBe(true);
    expect(orcamento.reservado).toBe(4 * MB);
  });
});

describe('RitmoDeUploads', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets a second of bytes through at once, then makes the next bytes wait their time', async () => {
    vi.useFakeTimers();
    const ritmo = new RitmoDeUploads(1000);
    await ritmo.aguardar(1000);
    let liberado = false;
    const proximo = ritmo.aguardar(500).then(() => {
      liberado = true;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(liberado).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await proximo;
    expect(liberado).toBe(true);
  });
});
