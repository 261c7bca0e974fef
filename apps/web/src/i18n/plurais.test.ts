import { describe, expect, it } from 'vitest';
import i18n from './index';

/** The pt-BR keys that have plural forms, per namespace (the producer side: not the admin area). */
function chavesComPlural(): { ns: string; key: string; zero: boolean }[] {
  const files = import.meta.glob<{ default: unknown }>('./pt-BR/*.json', { eager: true });
  const out: { ns: string; key: string; zero: boolean }[] = [];
  for (const [file, mod] of Object.entries(files)) {
    const ns = file.replace(/^.*\/(.+)\.json$/, '$1');
    if (ns.startsWith('admin') || ns === 'estatisticas') continue;
    const walk = (node: unknown, prefix: string) => {
      if (!node || typeof node !== 'object') return;
      const entries = node as Record<string, unknown>;
      for (const [k, v] of Object.entries(entries)) {
        if (k.endsWith('_one')) {
          const base = k.slice(0, -4);
          out.push({ ns, key: `${prefix}${base}`, zero: `${base}_zero` in entries });
        } else walk(v, `${prefix}${k}.`);
      }
    };
    walk(mod.default, '');
  }
  return out;
}

describe('pt-BR plurals', () => {
  it("every count reads plural at 0 ('0 unidades'): CLDR puts 0 in pt's 'one', so each key has a _zero form", () => {
    const semZero = chavesComPlural()
      .filter((c) => !c.zero)
      .map((c) => `${c.ns}:${c.key}`);
    expect(semZero).toEqual([]);
  });

  it('0 unidades, 1 unidade, 2 unidades', () => {
    expect([0, 1, 2].map((count) => i18n.t('objetos:lista.resultados', { count }))).toEqual([
      '0 unidades',
      '1 unidade',
      '2 unidades',
    ]);
    expect(i18n.t('desempenho:completo.questoes', { count: 1 })).toBe('1 indicador avaliado');
    expect(i18n.t('guia:principios.faltam', { count: 0 })).toBe('Faltam 0 indicadores');
  });
});
