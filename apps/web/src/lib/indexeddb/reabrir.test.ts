import 'fake-indexeddb/auto';
import { Dexie, type EntityTable } from 'dexie';
import { forceCloseDatabase } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { comReabertura } from './reabrir';
import { simularPerdaDeConexao } from './testing';

class Banco extends Dexie {
  itens!: EntityTable<{ id?: number; nome: string }, 'id'>;
  constructor() {
    super('teste-reabrir');
    this.version(1).stores({ itens: '++id' });
  }
}

let db: Banco;
let fechamentos = 0;
beforeEach(() => {
  db = new Banco();
  fechamentos = 0;
  db.on('close', () => {
    fechamentos++;
  });
  // Dexie says 'Need to reopen db' when it reopens by itself.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

const gravar = (nome: string) => db.itens.add({ nome });

describe('what Dexie 4.4.7 does by itself with a connection closed under it', () => {
  it("after the browser's 'close' event (forced close) the next operation opens a fresh connection", async () => {
    await gravar('antes');
    const velha = db.backendDB();
    forceCloseDatabase(velha as never);
    await gravar('depois');
    expect(db.backendDB()).not.toBe(velha);
    expect(await db.itens.count()).toBe(2);
  });

  it('a connection closed without an event (InvalidStateError on the next transaction) is reopened', async () => {
    await gravar('antes');
    db.backendDB().close();
    await gravar('depois');
    expect(await db.itens.count()).toBe(2);
  });

  it('but a connection that fails its requests (UnknownError) is kept: every later operation fails too', async () => {
    const perda = simularPerdaDeConexao(db);
    await gravar('antes');
    perda.perder();
    await expect(gravar('a')).rejects.toMatchObject({ name: 'UnknownError' });
    await expect(gravar('b')).rejects.toMatchObject({ name: 'UnknownError' });
  });
});

describe('comReabertura: reopen and retry once', () => {
  it('drops a connection lost under the operation and runs it again on a fresh one', async () => {
    const perda = simularPerdaDeConexao(db);
    await gravar('antes');
    perda.perder();
    let vezes = 0;
    const id = await comReabertura(db, () => {
      vezes++;
      return gravar('guardado');
    });
    expect(vezes).toBe(2);
    expect((await db.itens.get(id))?.nome).toBe('guardado');
    expect(fechamentos).toBe(1);
  });

  it('an operation that learns of the loss after another one reopened keeps the fresh connection', async () => {
    const perda = simularPerdaDeConexao(db);
    await gravar('antes');
    perda.perder();
    let aReabriu!: () => void;
    const depoisDeA = new Promise<void>((r) => {
      aReabriu = r;
    });
    const a = comReabertura(db, () => gravar('a')).finally(() => aReabriu());
    // b's request fails on the lost connection too, but b hears of it only once a is done on a fresh one.
    const b = comReabertura(db, async () => {
      const desfecho = gravar('b').then(
        (id) => ({ id }),
        (erro: unknown) => ({ erro }),
      );
      await depoisDeA;
      const d = await desfecho;
      if ('erro' in d) throw d.erro;
      return d.id;
    });
    const fresca = await a.then(() => db.backendDB());
    await b;
    expect(db.backendDB()).toBe(fresca);
    expect(fechamentos).toBe(1);
    expect((await db.itens.toArray()).map((i) => i.nome).sort()).toEqual(['a', 'antes', 'b']);
  });

  it('only once: when the new connection fails too, the error reaches the caller', async () => {
    const perda = simularPerdaDeConexao(db);
    await gravar('antes');
    perda.perderSempre();
    let vezes = 0;
    await expect(
      comReabertura(db, () => {
        vezes++;
        return gravar('x');
      }),
    ).rejects.toMatchObject({ name: 'UnknownError' });
    expect(vezes).toBe(2);
  });

  it('does not retry a refusal that is not a lost connection', async () => {
    let vezes = 0;
    const erro = Object.assign(new Error('cheio'), { name: 'QuotaExceededError' });
    await expect(
      comReabertura(db, () => {
        vezes++;
        return Promise.reject(erro);
      }),
    ).rejects.toBe(erro);
    expect(vezes).toBe(1);
  });

  it('a database closed on purpose (another user signed in) stays closed', async () => {
    await gravar('antes');
    db.close();
    let vezes = 0;
    await expect(
      comReabertura(db, () => {
        vezes++;
        return db.itens.count();
      }),
    ).rejects.toMatchObject({ name: 'DatabaseClosedError' });
    expect(vezes).toBe(1);
    expect(db.isOpen()).toBe(false);
  });
});
