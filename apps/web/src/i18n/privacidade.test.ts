import { describe, expect, it } from 'vitest';
import i18n from './index';

/** Every string of the pt-BR catalogue, with its file and key. */
function textos(): { onde: string; texto: string }[] {
  const files = import.meta.glob<{ default: unknown }>('./pt-BR/*.json', { eager: true });
  const out: { onde: string; texto: string }[] = [];
  const walk = (valor: unknown, onde: string) => {
    if (typeof valor === 'string') out.push({ onde, texto: valor });
    else if (valor && typeof valor === 'object')
      for (const [k, v] of Object.entries(valor)) walk(v, `${onde}.${k}`);
  };
  for (const [file, mod] of Object.entries(files)) walk(mod.default, file);
  return out;
}

describe('privacy copy', () => {
  it('never tells producers that only they can read their data: administrators read reports and evidence', () => {
    const exclusivos = textos().filter(({ texto }) =>
      /s[óo] voc[êe] (acessa|v[êe]|l[êe])|somente voc[êe]/i.test(texto),
    );
    expect(exclusivos).toEqual([]);
  });

  it('says who may read (you and the programme administrators, only to run it) and that each read is recorded', () => {
    const item = i18n.t('landing:privacidade.itens.1');
    expect(item).toMatch(/administradores do programa/);
    expect(item).toMatch(/só para conduzir o programa/);
    expect(item).toMatch(/fica registrada/);
    expect(i18n.t('landing:faq.itens.4.resposta')).toMatch(/administradores do programa.*registrada/);
  });
});
