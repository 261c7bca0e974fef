import type { Dexie } from 'dexie';

// iOS Safari drops IndexedDB connections under memory pressure or after the tab was in the background
// ('Connection to Indexed Database server lost'). What Dexie 4.4.7 does by itself (dexie.mjs): on the
// connection's 'close' event it closes with auto-open kept, so the next operation opens a fresh connection;
// when a transaction cannot even start on a dead connection (InvalidStateError) it reopens and tries again.
// What it does not do: a transaction under way when the connection goes (or started on a connection that
// is dead without saying so, where WebKit fails every request with UnknownError) rejects, and the same
// dead connection is used again. That case is handled here.

const CONEXAO_PERDIDA = new Set(['DatabaseClosedError', 'InvalidStateError', 'UnknownError', 'AbortError']);

/** An error meaning the connection went away under us (worth reopening), not a refusal such as the quota. */
export function conexaoPerdida(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    CONEXAO_PERDIDA.has(String((error as { name?: unknown }).name))
  );
}

/** How many times each database's connection was closed (Dexie's 'close' event, by us or by the browser). */
const fechamentos = new WeakMap<Dexie, { n: number }>();

function contagemDe(db: Dexie): { n: number } {
  let contagem = fechamentos.get(db);
  if (!contagem) {
    const nova = { n: 0 };
    db.on('close', () => {
      nova.n++;
    });
    fechamentos.set(db, nova);
    contagem = nova;
  }
  return contagem;
}

/**
 * Runs `op` on `db`; when the connection was lost under it, drops that connection and runs `op` once more on
 * a fresh one (a second failure is the caller's to report). A database closed on purpose (`db.close()`, as
 * when another user signs in) stays closed. `op` must be safe to run again: one transaction, or reads.
 */
export async function comReabertura<T>(db: Dexie, op: () => PromiseLike<T>): Promise<T> {
  const contagem = contagemDe(db);
  const antes = contagem.n;
  try {
    return await op();
  } catch (error) {
    if (!conexaoPerdida(error) || db.hasBeenClosed()) throw error;
    // Only when no one closed it since `op` began: another operation's retry may already be on a fresh one.
    if (contagem.n === antes && db.isOpen()) db.close({ disableAutoOpen: false });
    return op();
  }
}
