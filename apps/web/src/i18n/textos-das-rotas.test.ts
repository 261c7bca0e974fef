import { describe, expect, it } from 'vitest';
import {
  TEXTOS_DA_ENTRADA,
  TEXTOS_DA_LANDING,
  TEXTOS_DO_CADASTRO,
  TEXTOS_DO_CAMPO,
} from '../../vite/grupos-de-chunks';
import { EAGER, NAMESPACES } from './namespaces';

/**
 * The namespaces each lazily loaded module draws, read from the source: every `useTranslation('ns')` (none:
 * 'common'), 'ns:key' literal, `{ ns: 'ns' }` and `getFixedT(_, 'ns')` of the module and of what it imports
 * statically. The routes' lists (`comTextos`) are checked against it: the other tests load the whole catalogue
 * first and would not see a namespace left out.
 */
const FONTES = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(
      ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/**/*.test-helpers.{ts,tsx}'],
      {
        query: '?raw',
        import: 'default',
        eager: true,
      },
    ),
  ).map(([arquivo, fonte]) => [arquivo.slice('/src/'.length), fonte]),
);

const NOMES = [...NAMESPACES].sort((a, b) => b.length - a.length).join('|');
const USOS = [
  /useTranslation\(([^)]*)\)/g,
  new RegExp(`['"\`](${NOMES}):[A-Za-z_][\\w.]*(?:['"\`]|\\$\\{)`, 'g'),
  new RegExp(`\\bns: '(${NOMES})'`, 'g'),
  new RegExp(`getFixedT\\([^,]*, '(${NOMES})'`, 'g'),
];

function desenhados(fonte: string): string[] {
  const nomes = USOS.flatMap((uso) => [...fonte.matchAll(uso)].map((m) => m[1] ?? ''));
  return nomes.flatMap((n) =>
    n.includes("'") ? [...n.matchAll(/'([^']+)'/g)].map((m) => m[1]!) : [n || 'common'],
  );
}

/** The source file an import names, from `de`, or null outside src (a package). */
function resolver(de: string, especificador: string): string | null {
  let base: string;
  if (especificador.startsWith('@/')) base = especificador.slice(2);
  else if (especificador.startsWith('.')) base = new URL(especificador, `file:///${de}`).pathname.slice(1);
  else return null;
  return (
    ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((fim) => base + fim).find((a) => a in FONTES) ?? null
  );
}

const ESTATICOS = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;

/** The namespaces `arquivo` and its static imports draw, each with a module that draws it. */
function textosDe(arquivo: string): Map<string, string> {
  const textos = new Map<string, string>();
  const vistos = new Set<string>();
  const pilha = [arquivo];
  while (pilha.length) {
    const atual = pilha.pop()!;
    if (vistos.has(atual)) continue;
    vistos.add(atual);
    const fonte = FONTES[atual]!;
    for (const ns of desenhados(fonte)) if (!textos.has(ns)) textos.set(ns, atual);
    for (const m of fonte.matchAll(ESTATICOS)) {
      const importado = resolver(atual, m[1]!);
      if (importado) pilha.push(importado);
    }
  }
  return textos;
}

/** The end of the call that opens at `inicio` (its closing parenthesis). */
function fimDaChamada(fonte: string, inicio: number): number {
  let nivel = 0;
  for (let i = inicio; i < fonte.length; i++) {
    if (fonte[i] === '(') nivel++;
    else if (fonte[i] === ')' && --nivel === 0) return i;
  }
  return fonte.length;
}

interface Carga {
  arquivo: string;
  /** The module the dynamic import loads. */
  modulo: string;
  /** The namespaces the `comTextos` around it loads, or null without one. */
  lista: string[] | null;
}

/** Every dynamic import of a source module, with the `comTextos` list around it. */
const CARGAS: Carga[] = Object.entries(FONTES).flatMap(([arquivo, fonte]) => {
  const chamadas = [...fonte.matchAll(/\bcomTextos\(\s*\[([^\]]*)\]/g)].map((m) => ({
    de: m.index,
    ate: fimDaChamada(fonte, m.index + 'comTextos'.length),
    lista: [...m[1]!.matchAll(/'([^']+)'/g)].map((n) => n[1]!),
  }));
  return [...fonte.matchAll(/(?<!typeof )\bimport\('([^']+)'\)/g)].flatMap((m) => {
    const modulo = resolver(arquivo, m[1]!);
    const chamada = chamadas.find((c) => c.de < m.index && m.index < c.ate);
    return modulo ? [{ arquivo, modulo, lista: chamada?.lista ?? null }] : [];
  });
});

const naEntrada = (ns: string) => ns in EAGER;
const chunkDe = (ns: string) => `/src/i18n/pt-BR/${ns}.json`;

describe("the namespaces outside the entry load with their screens' code (issue 16 §4)", () => {
  it('finds the routes and the lazy components', () => {
    const carregados = CARGAS.map((c) => c.modulo);
    expect(carregados).toEqual(
      expect.arrayContaining([
        'features/public/routes/landing-page.tsx',
        'features/guia/routes/principio-single.tsx',
        'features/admin/components/admin-layout.tsx',
        'features/pwa/components/pwa-avisos.tsx',
      ]),
    );
    // Through its static imports: the outbox's chip, the evidence modal.
    const principio = [...textosDe('features/guia/routes/principio-single.tsx').keys()];
    expect(principio.sort()).toEqual(['evidencia', 'guia', 'outbox']);
  });

  it('every lazily loaded module that draws a namespace outside the entry loads it beside its code (comTextos)', () => {
    const faltas = CARGAS.flatMap(({ arquivo, modulo, lista }) => {
      const faltando = [...textosDe(modulo)].filter(([ns]) => !naEntrada(ns) && !lista?.includes(ns));
      return faltando.map(([ns, onde]) => `${arquivo}: import('${modulo}') draws '${ns}' (${onde})`);
    });
    expect(faltas).toEqual([]);
  });

  it("names only the catalogue's namespaces, none of the entry's", () => {
    const nomes = new Set(CARGAS.flatMap((c) => c.lista ?? []));
    expect([...nomes].filter((ns) => !NAMESPACES.includes(ns) || naEntrada(ns))).toEqual([]);
  });

  it("the entry's code draws only the entry's namespaces", () => {
    // Rendered in the breadcrumb of the guia routes only, whose lists load 'guia'.
    const porRotas = new Set(['features/guia/components/guia-crumbs.tsx']);
    const fora = [...textosDe('main.tsx')].filter(([ns, onde]) => !naEntrada(ns) && !porRotas.has(onde));
    expect(fora).toEqual([]);
    expect([...TEXTOS_DA_ENTRADA].sort()).toEqual(Object.keys(EAGER).sort());
  });

  it('the hot paths find their namespaces in the chunk of their code: the landing, the form, the field screens', () => {
    const listaDe = (modulo: string) => CARGAS.find((c) => c.modulo === modulo)?.lista ?? [];
    const fora = (modulos: string[], grupo: RegExp) =>
      modulos.flatMap(listaDe).filter((ns) => !grupo.test(chunkDe(ns)));
    expect(fora(['features/public/routes/landing-page.tsx'], TEXTOS_DA_LANDING)).toEqual([]);
    expect(
      fora(
        ['features/public/components/register-form.tsx', 'features/public/components/auth-modals.tsx'],
        TEXTOS_DO_CADASTRO,
      ),
    ).toEqual([]);
    const campo = [
      'app/layouts/app-layout.tsx',
      'features/pwa/components/pwa-avisos.tsx',
      'features/guia/routes/principio-single.tsx',
    ];
    expect(campo.map(listaDe).every((lista) => lista.length > 0)).toBe(true);
    expect(fora(campo, TEXTOS_DO_CAMPO)).toEqual([]);
  });
});
