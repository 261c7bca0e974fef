import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copiaDasRotas } from '@/app/copia-das-rotas';
import { routeTree } from '@/app/route-tree';
import { renderRoute } from '@/testing/render-route';

const resolver = createRequire(import.meta.url).resolve;
const NUCLEO = path.dirname(resolver('@mantine/core/styles.css'));
const BASE = ['baseline', 'default-css-variables', 'global'];

/** The style sheets a file of ours imports, as written. */
function importacoes(arquivo: string): string[] {
  const css = readFileSync(path.join(import.meta.dirname, arquivo), 'utf8');
  return [...css.matchAll(/^@import ["']([^"']+)["'];$/gm)].map((m) => m[1]!);
}

/** The @mantine/core files among them, by name ('Button' for '@mantine/core/styles/Button.layer.css'). */
function doNucleo(importadas: string[]): string[] {
  return importadas.flatMap((i) => /^@mantine\/core\/styles\/(.+)\.layer\.css$/.exec(i)?.[1] ?? []);
}

const LANDING = importacoes('mantine-landing.css');
const RESTO = importacoes('mantine-resto.css');

/** Every file Mantine ships per component (and the base ones), in the order of its whole styles.css. */
function arquivosDoNucleo(): string[] {
  const inteiro = readFileSync(path.join(NUCLEO, 'styles.css'), 'utf8');
  const posicao = (nome: string) =>
    inteiro.indexOf(readFileSync(path.join(NUCLEO, 'styles', `${nome}.css`), 'utf8').trim());
  return readdirSync(path.join(NUCLEO, 'styles'))
    .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
    .map((f) => f.slice(0, -'.css'.length))
    .sort((a, b) => posicao(a) - posicao(b));
}

/** Which of our imports styles each Mantine class (`m_…`): Mantine defines each in one file. */
function arquivoDeCadaClasse(): Map<string, string> {
  const mapa = new Map<string, string>();
  for (const importada of [...LANDING, ...RESTO]) {
    const css = readFileSync(resolver(importada), 'utf8');
    for (const m of css.matchAll(/\.(m_[0-9a-f]+)/g)) mapa.set(m[1]!, importada);
  }
  return mapa;
}

const classesNaPagina = () =>
  [...document.querySelectorAll('[class]')].flatMap((el) =>
    [...el.classList].filter((c) => c.startsWith('m_')),
  );

describe("Mantine's styles in two sheets (issue 16 §4)", () => {
  it('together are every file @mantine/core ships, each once, in the order of its styles.css', () => {
    const nucleo = arquivosDoNucleo();
    expect(nucleo.length).toBeGreaterThan(100);
    const landing = doNucleo(LANDING);
    const resto = doNucleo(RESTO);
    // A Mantine update with a new component fails here until the component is put in one of the two.
    expect([...landing, ...resto].sort()).toEqual([...nucleo].sort());
    expect(landing.filter((nome) => resto.includes(nome))).toEqual([]);
    // A component's rules come after those of the components it builds on, as in Mantine's styles.css.
    expect(landing).toEqual(nucleo.filter((nome) => landing.includes(nome)));
    expect(resto).toEqual(nucleo.filter((nome) => resto.includes(nome)));
    expect(landing.slice(0, BASE.length)).toEqual(BASE);
  });

  it('in the `mantine` layer, with the other Mantine packages after the core, and every Mantine sheet the app imports too', () => {
    expect(LANDING.at(-1)).toBe('@mantine/notifications/styles.layer.css');
    expect(RESTO.at(-1)).toBe('@mantine/carousel/styles.layer.css');
    expect([...LANDING, ...RESTO].filter((i) => !i.endsWith('.layer.css'))).toEqual([]);
    // An unlayered Mantine sheet would beat the app's own CSS wherever it came: the whole app imports layers.
    const src = path.resolve(import.meta.dirname, '../..');
    const fontes = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    const semCamada = fontes.filter((f) =>
      /import '@mantine\/[^']+\.css'/.test(
        readFileSync(path.join(src, f), 'utf8').replaceAll('.layer.css', ''),
      ),
    );
    expect(semCamada).toEqual([]);
  });

  it('the landing draws no class of the rest: the page, the cookie bar in both views and a notification', async () => {
    const arquivoDe = arquivoDeCadaClasse();
    const daLanding = new Set(LANDING);
    const foraDaLanding = new Set<string>();
    const anotar = () => {
      for (const classe of classesNaPagina()) {
        const arquivo = arquivoDe.get(classe);
        if (arquivo && !daLanding.has(arquivo)) foraDaLanding.add(`${classe} (${arquivo})`);
      }
    };
    renderRoute(copiaDasRotas(routeTree));
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('region', { name: 'Este site usa cookies' });
    anotar();
    // Clicks only: a pointer or a key would bring the registration form, which waits for the rest.
    fireEvent.click(screen.getByRole('button', { name: 'Preferências' }));
    await screen.findAllByRole('switch');
    anotar();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar preferências' }));
    await screen.findByText('Preferências de cookies salvas.');
    anotar();
    expect(classesNaPagina().length).toBeGreaterThan(20);
    expect([...foraDaLanding]).toEqual([]);
  });
});
