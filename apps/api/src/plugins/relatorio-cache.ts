import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { type Database, schema } from '../db/client.ts';
import { type EstruturaDaEdicao, lerEstrutura } from '../modules/relatorio/relatorio.queries.ts';
import type { RelatorioCarregado } from '../modules/relatorio/relatorio.service.ts';

/** The reports whose JSON is kept (the two large ones). */
export type RelatorioEmCache = 'desempenho' | 'completo';

/** What the reports keep in memory, and the one way to drop it. */
export interface RelatorioCache {
  /**
   * The edition's texts (principles, indicators, levels, support materials), read through: from
   * memory for `ttlMs` while the edition's revision (`edicao.revisao`, one primary-key read) is the
   * one they were read at, else from the database. They change only when an administrator edits the
   * edition, while every report reads them. Numbers never come from here.
   */
  estrutura(edicaoId: number): Promise<EstruturaDaEdicao>;
  /** The JSON of a report already produced from these very rows and texts, or undefined. */
  get(tipo: RelatorioEmCache, r: RelatorioCarregado, estrutura: EstruturaDaEdicao): string | undefined;
  /** Keeps a report's JSON for its questionnaire (at most `limite` per report, least recent out). */
  set(tipo: RelatorioEmCache, r: RelatorioCarregado, estrutura: EstruturaDaEdicao, json: string): void;
  /**
   * Drops the edition's texts and every report JSON of the edition (of all editions without an
   * id): the next report reads them again. Call it after changing an edition's texts (and bumping
   * `edicao.revisao`, which is how other server instances notice the edit).
   */
  invalidar(edicaoId?: number): void;
}

/**
 * How long the edition texts are reused at most: a backstop for an edit that did not bump the
 * revision (made straight in the database); an edit through the API shows at once everywhere.
 */
export const ESTRUTURA_TTL_MS = 30_000;

interface EntradaJson {
  edicaoId: number;
  estrutura: EstruturaDaEdicao;
  impressao: string;
  json: string;
}

/**
 * The cache of `app.relatorioCache`, on any loader of the edition texts (tests pass their own).
 * With `revisao` (the edition's current revision, null when it is gone) a cached copy is used only
 * while the revision it was read at is still the current one.
 */
export function criarRelatorioCache(
  ler: (edicaoId: number) => Promise<EstruturaDaEdicao>,
  {
    ttlMs = ESTRUTURA_TTL_MS,
    limite = 256,
    agora = Date.now,
    revisao,
  }: {
    ttlMs?: number;
    limite?: number;
    agora?: () => number;
    revisao?: (edicaoId: number) => Promise<number | null>;
  } = {},
): RelatorioCache {
  const estruturas = new Map<
    number,
    { em: number; revisao: number | null; valor: Promise<EstruturaDaEdicao> }
  >();
  const carregar = (edicaoId: number, rev: number | null) => {
    const valor = ler(edicaoId);
    estruturas.set(edicaoId, { em: agora(), revisao: rev, valor });
    // A failed read is not kept: the next report tries again.
    valor.catch(() => {
      if (estruturas.get(edicaoId)?.valor === valor) estruturas.delete(edicaoId);
    });
    return valor;
  };
  const recente = (edicaoId: number) => {
    const atual = estruturas.get(edicaoId);
    return atual && agora() - atual.em < ttlMs ? atual : undefined;
  };
  const jsons: Record<RelatorioEmCache, Map<number, EntradaJson>> = {
    desempenho: new Map(),
    completo: new Map(),
  };
  return {
    estrutura(edicaoId) {
      if (!revisao) return recente(edicaoId)?.valor ?? carregar(edicaoId, null);
      // The revision is read before the texts: an edit committed in between leaves the copy marked
      // with the older revision, so it is read again next time (never the reverse).
      return revisao(edicaoId).then((rev) => {
        const atual = recente(edicaoId);
        return atual && atual.revisao === rev ? atual.valor : carregar(edicaoId, rev);
      });
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

/** The current revision of an edition's texts and structure (null: no such edition). */
export async function revisaoDaEdicao(db: Database, edicaoId: number): Promise<number | null> {
  const [row] = await db
    .select({ revisao: schema.edicao.revisao })
    .from(schema.edicao)
    .where(eq(schema.edicao.id, edicaoId));
  return row?.revisao ?? null;
}

/** The cache one server instance keeps over the database (each instance has its own). */
export function relatorioCacheDoBanco(db: Database, agora: () => number = Date.now): RelatorioCache {
  return criarRelatorioCache((edicaoId) => lerEstrutura(db, edicaoId), {
    agora,
    revisao: (edicaoId) => revisaoDaEdicao(db, edicaoId),
  });
}

/**
 * The reports' in-memory cache as `app.relatorioCache`, reading the edition texts from `app.db`;
 * its TTL runs on the application's clock (`now`, which tests hold still).
 */
export const relatorioCachePlugin = fp<{ now?: () => Date }>(
  async (app, { now = () => new Date() }) => {
    app.decorate(
      'relatorioCache',
      relatorioCacheDoBanco(app.db, () => now().getTime()),
    );
  },
  { name: 'relatorio-cache', dependencies: ['db'] },
);
