import { Dexie, type EntityTable } from 'dexie';
import { conexaoPerdida } from '@/lib/indexeddb/reabrir';

/** One successful read kept on the device: what a GET answered, under a key naming the resource. */
export interface Leitura {
  /** The resource read, e.g. `guia/7/3/40` or `objeto/7`. */
  chave: string;
  dados: unknown;
  /** When it was read from the server (ISO 8601). */
  lidoEm: string;
}

/** The per-user IndexedDB database `guia-cache-<usuarioId>`: one user never opens another's copy. */
export class GuiaCacheDb extends Dexie {
  leituras!: EntityTable<Leitura, 'chave'>;

  constructor(usuarioId: number) {
    // The globals are read at open time, not when Dexie's module loads (tests install fake-indexeddb late).
    super(nomeDoBanco(usuarioId), { indexedDB: globalThis.indexedDB, IDBKeyRange: globalThis.IDBKeyRange });
    this.version(1).stores({ leituras: 'chave' });
  }
}

/** The database name of a user's copy. */
export function nomeDoBanco(usuarioId: number): string {
  return `guia-cache-${usuarioId}`;
}

/** False where the browser gives no IndexedDB (some private modes, old WebViews): there is simply no copy. */
export function armazenamentoDisponivel(): boolean {
  return typeof globalThis.indexedDB !== 'undefined' && globalThis.indexedDB !== null;
}

const bancos = new Map<number, GuiaCacheDb>();

function bancoDe(usuarioId: number): GuiaCacheDb {
  const existente = bancos.get(usuarioId);
  if (existente) return existente;
  const db = new GuiaCacheDb(usuarioId);
  // iOS closes IndexedDB connections under memory pressure ('Connection to Indexed Database server lost'):
  // forget this one, so the next operation opens a fresh connection.
  db.on('close', () => {
    if (bancos.get(usuarioId) === db) bancos.delete(usuarioId);
  });
  bancos.set(usuarioId, db);
  return db;
}

function descartar(usuarioId: number) {
  const db = bancos.get(usuarioId);
  bancos.delete(usuarioId);
  db?.close();
}

/** Runs `op` on the user's database; when the connection was lost, reopens it and retries once. */
export async function noBanco<T>(usuarioId: number, op: (db: GuiaCacheDb) => Promise<T>): Promise<T> {
  try {
    return await op(bancoDe(usuarioId));
  } catch (error) {
    if (!conexaoPerdida(error)) throw error;
    descartar(usuarioId);
    return op(bancoDe(usuarioId));
  }
}

/** Closes every open connection (tests, and a test's fresh start). */
export function fecharBancos() {
  for (const db of bancos.values()) db.close();
  bancos.clear();
}
