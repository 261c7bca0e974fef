import { afterEach, describe, expect, it, vi } from 'vitest';

const { DateTimeFormat, NumberFormat } = Intl;
const criados = { datas: 0, numeros: 0 };

/** Real formatters, counted as they are built. */
function contarFormatadores() {
  class Datas extends DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
      super(...args);
      criados.datas += 1;
    }
  }
  class Numeros extends NumberFormat {
    constructor(...args: ConstructorParameters<typeof NumberFormat>) {
      super(...args);
      criados.numeros += 1;
    }
  }
  Object.assign(Intl, { DateTimeFormat: Datas, NumberFormat: Numeros });
}

afterEach(() => {
  Object.assign(Intl, { DateTimeFormat, NumberFormat });
  criados.datas = 0;
  criados.numeros = 0;
});

describe('format', () => {
  it('builds no Intl formatter as it loads, one on first use, and reuses it', async () => {
    vi.resetModules();
    contarFormatadores();
    const format = await import('./format');
    // Loading is free: the app's entry imports this module before any screen.
    expect(criados).toEqual({ datas: 0, numeros: 0 });

    expect(format.formatNumber(12500)).toBe('12.500');
    expect(format.formatRebanho(3400)).toBe('3.400 cabeças');
    expect(criados.numeros).toBe(1);
    expect(format.formatArea(1250.5)).toBe('1.250,5 ha');
    expect(criados.numeros).toBe(2);
    expect(format.formatMonthYear('2026-03-15T12:00:00Z')).toBe('março de 2026');
    expect(format.formatDateTime('2026-03-12T17:05:00Z')).toBe('12/03/2026 14:05');
    expect(format.formatDateTime('2026-03-13T17:05:00Z')).toBe('13/03/2026 14:05');
    expect(criados.datas).toBe(2);
  });

  it('shows a calendar day as dd/mm/aaaa, never shifted by the time zone', async () => {
    const format = await import('./format');
    expect(format.formatDate('2027-01-01')).toBe('01/01/2027');
    expect(format.formatDate('2026-03-13T02:05:00Z')).toBe('12/03/2026');
  });
});
