import fp from 'fastify-plugin';
import { type EstruturaDaEdicao, lerEstrutura } from '../modules/relatorio/relatorio.queries.ts';
import type { RelatorioCarregado } from '../modules/relatorio/relatorio.service.ts';

/** The reports whose JSON is kept (the two large ones). */
export type RelatorioEmCache = 'desempenho' | 'completo';

/** What the reports keep in memory, and the one way to drop it. */
export interface RelatorioCache {
  /**
   * The edition's texts (principles, indicators, levels, support materials), read through: from
   * memory for `ttlMs`, else from the database. They change only when an administrator edits the
   * edition, while every report reads them. Numbers never come from here.
   */
  estrutura(edicaoId: number): Promise<EstruturaDaEdicao>;
  /** The JSON of a report already produced from these very rows and texts, or undefined. */
  get(tipo: RelatorioEmCache, r: RelatorioCarregado, estrutura: EstruturaDaEdicao): string | undefined;
  /** Keeps a report's JSON for its questionnaire (at most `limite` per report, least recent out). */
  set(tipo: RelatorioEmCache, r: RelatorioCarregado, estrutura: EstruturaDaEdicao, json: string): void;
  /**
   * Drops the edition's texts and every report JSON of the edition (of all editions without an
   * id): the next report reads them again. Call it after changing an edition's texts; another
   * server instance still sees its own copy for at most `ttlMs`.
   */
  invalidar(edicaoId?: number): void;
}

/** How long the edition texts are reused without an `invalidar`: the delay other instances see an edit. */
export const ESTRUTURA_TTL_MS = 30_000;

interface EntradaJson {
  edicaoId: number;
  estrutura: EstruturaDaEdicao;
  impressao: string;
  json: string;
}

/** The cache of `app.relatorioCache`, on any loader of the edition texts (tests pass their own). */
export function criarRelatorioCache(
  ler: (edicaoId: number) => Promise<EstruturaDaEdicao>,
  { ttlMs = ESTRUTURA_TTL_MS, limite = 256, agora = Date.now } = {},
): RelatorioCache {
  const estruturas = new Map<number, { em: number; valor: Promise<EstruturaDaEdicao> }>();
  const jsons: Record<RelatorioEmCache, Map<number, EntradaJson>> = {
    desempenho: new Map(),
    completo: new Map(),
  };
  return {
    estrutura(edicaoId) {
      const atual = estruturas.get(edicaoId);
      if (atual && agora() - atual.em < ttlMs) return atual.valor;
      const valor = ler(edicaoId);
      estruturas.set(edicaoId, { em: agora(), valor });
      // A failed read is not kept: the next report tries again.
      valor.catch(() => {
        if (estruturas.get(edicaoId)?.valor === valor) estruturas.delete(edicaoId);
      });
      return valor;
    },
    // A report is a pure function of the loaded rows and the edition texts, so an entry is reused
    // only when both are the very same: the rows compared as text, the texts by identity.
    get(tipo, r, estrutura) {
      const entradas = jsons[tipo];
      const id = r.cabecalho.questionarioId;
      const e = entradas.get(id);
      if (!e || e.estrutura !== estrutura || e.impressao !== JSON.stringify(r)) return undefined;
      entradas.delete(id);
      entradas.set(id, e);
      return e.json;
    },
    set(tipo, r, estrutura, json) {
      const entradas = jsons[tipo];
      const id = r.cabecalho.questionarioId;
      entradas.delete(id);
      entradas.set(id, { edicaoId: r.cabecalho.edicaoId, estrutura, impressao: JSON.stringify(r), json });
      if (entradas.size > limite) entradas.delete(entradas.keys().next().value!);
    },
    invalidar(edicaoId) {
      if (edicaoId === undefined) estruturas.clear();
      else estruturas.delete(edicaoId);
      for (const entradas of Object.values(jsons)) {
        if (edicaoId === undefined) entradas.clear();
        else for (const [id, e] of entradas) if (e.edicaoId === edicaoId) entradas.delete(id);
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    relatorioCache: RelatorioCache;
  }
}

/**
 * The reports' in-memory cache as `app.relatorioCache`, reading the edition texts from `app.db`;
 * its TTL runs on the application's clock (`now`, which tests hold still).
 */
export const relatorioCachePlugin = fp<{ now?: () => Date }>(
  async (app, { now = () => new Date() }) => {
    app.decorate(
      'relatorioCache',
      criarRelatorioCache((edicaoId) => lerEstrutura(app.db, edicaoId), { agora: () => now().getTime() }),
    );
  },
  { name: 'relatorio-cache', dependencies: ['db'] },
);
