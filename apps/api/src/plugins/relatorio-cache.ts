import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { type Database, schema } from '../db/client.ts';
import { type EstruturaDaEdicao, lerEstrutura } from '../modules/relatorio/relatorio.queries.ts';

/** What the reports keep in memory, and the one way to drop it. */
export interface RelatorioCache {
  /**
   * The edition's texts (principles, indicators, levels, support materials), read through: from
   * memory for `ttlMs` while the edition's revision (`edicao.revisao`, one primary-key read) is the
   * one they were read at, else from the database. They change only when an administrator edits the
   * edition, while every report reads them. Numbers never come from here.
   */
  estrutura(edicaoId: number): Promise<EstruturaDaEdicao>;
  /**
   * The digest of the edition's texts held in memory (`EstruturaDaEdicao.impressao`) while they are
   * within `ttlMs`, without reading the revision (the stored reports' validators read it); undefined
   * when none is held: then read `estrutura` first.
   */
  impressao(edicaoId: number): string | undefined;
  /**
   * Drops the edition's texts (of all editions without an id): the next report reads them again.
   * Call it after changing an edition's texts (and bumping `edicao.revisao`, which is how other
   * server instances notice the edit, and what the stored reports are validated against).
   */
  invalidar(edicaoId?: number): void;
}

/**
 * How long the edition texts are reused at most: a backstop for an edit that did not bump the
 * revision (made straight in the database); an edit through the API shows at once everywhere.
 */
export const ESTRUTURA_TTL_MS = 30_000;

interface EntradaDeEstrutura {
  em: number;
  revisao: number | null;
  valor: Promise<EstruturaDaEdicao>;
  /** The texts once read (what `impressao` answers from). */
  lida?: EstruturaDaEdicao;
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
    agora = Date.now,
    revisao,
  }: {
    ttlMs?: number;
    agora?: () => number;
    revisao?: (edicaoId: number) => Promise<number | null>;
  } = {},
): RelatorioCache {
  const estruturas = new Map<number, EntradaDeEstrutura>();
  const carregar = (edicaoId: number, rev: number | null) => {
    const valor = ler(edicaoId);
    const entrada: EntradaDeEstrutura = { em: agora(), revisao: rev, valor };
    estruturas.set(edicaoId, entrada);
    valor.then(
      (e) => {
        entrada.lida = e;
      },
      () => undefined,
    );
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
    impressao(edicaoId) {
      return recente(edicaoId)?.lida?.impressao;
    },
    invalidar(edicaoId) {
      if (edicaoId === undefined) estruturas.clear();
      else estruturas.delete(edicaoId);
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
