import type { DBCoreTable, Dexie } from 'dexie';

/** WebKit's error for a request on a connection it dropped. */
export function conexaoPerdidaErro(): Error {
  return Object.assign(
    new Error('Connection to Indexed Database server lost. Refresh the page to try again'),
    {
      name: 'UnknownError',
    },
  );
}

/**
 * Tests: simulates iOS Safari dropping the IndexedDB connection under memory pressure. Once `perder()` is
 * called, every request on the connection then open fails with UnknownError, as WebKit's do, and Dexie keeps
 * that connection (no 'close' event); a newly opened connection works. `perderSempre()`: every connection
 * fails, new ones too (the storage is really gone). Install it before the database is first opened.
 */
export function simularPerdaDeConexao(db: Dexie) {
  const mortas = new WeakSet<object>();
  let sempre = false;
  const morta = (trans: unknown) => sempre || mortas.has((trans as IDBTransaction).db);
  db.use({
    stack: 'dbcore',
    name: 'perda-de-conexao',
    create: (down) => ({
      ...down,
      table: (nome: string): DBCoreTable => {
        const t = down.table(nome);
        const seViva =
          <R extends { trans: unknown }, T>(f: (req: R) => Promise<T>) =>
          (req: R): Promise<T> =>
            morta(req.trans) ? Promise.reject(conexaoPerdidaErro()) : f(req);
        return {
          ...t,
          get: seViva((req) => t.get(req)),
          getMany: seViva((req) => t.getMany(req)),
          query: seViva((req) => t.query(req)),
          openCursor: seViva((req) => t.openCursor(req)),
          count: seViva((req) => t.count(req)),
          mutate: seViva((req) => t.mutate(req)),
        };
      },
    }),
  });
  return {
    perder() {
      const atual = db.isOpen() ? db.backendDB() : null;
      if (!atual) throw new Error('no open connection to lose');
      mortas.add(atual);
    },
    perderSempre() {
      sempre = true;
    },
  };
}
