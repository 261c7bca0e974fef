import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fecharBancos, type GuiaCacheDb, noBanco, nomeDoBanco } from './guia-cache-db';
import { guardarLeitura, lerLeitura } from './leituras';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => {
  fecharBancos();
  vi.restoreAllMocks();
});

function perdida(): Error {
  return Object.assign(new Error('Connection to Indexed Database server lost'), { name: 'UnknownError' });
}

describe('the copy kept on the device', () => {
  it("keeps each user's reads in their own database, 'guia-cache-<id>'", async () => {
    expect(await guardarLeitura(1, 'guia/7/3/40', { ano: 2026 })).toBe(true);
    expect(await guardarLeitura(2, 'guia/7/3/40', { ano: 2025 })).toBe(true);
    expect((await lerLeitura(1, 'guia/7/3/40'))?.dados).toEqual({ ano: 2026 });
    expect((await lerLeitura(2, 'guia/7/3/40'))?.dados).toEqual({ ano: 2025 });
    expect((await indexedDB.databases()).map((d) => d.name).sort()).toEqual([nomeDoBanco(1), nomeDoBanco(2)]);
  });

  it('a later read replaces the earlier one', async () => {
    await guardarLeitura(1, 'objeto/7', { nome: 'Antes' });
    await guardarLeitura(1, 'objeto/7', { nome: 'Depois' });
    expect((await lerLeitura(1, 'objeto/7'))?.dados).toEqual({ nome: 'Depois' });
  });

  it('a connection lost under the operation is reopened and the operation retried once', async () => {
    const bancos: GuiaCacheDb[] = [];
    let tentativas = 0;
    const lido = await noBanco(1, async (db) => {
      bancos.push(db);
      tentativas += 1;
      if (tentativas === 1) throw perdida();
      return db.leituras.count();
    });
    expect(lido).toBe(0);
    expect(tentativas).toBe(2);
    expect(bancos[0]).not.toBe(bancos[1]);
  });

  it('only once: a second loss is reported (and guardarLeitura logs it and answers false)', async () => {
    const aviso = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let tentativas = 0;
    await expect(
      noBanco(1, async () => {
        tentativas += 1;
        throw perdida();
      }),
    ).rejects.toThrow('server lost');
    expect(tentativas).toBe(2);

    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('O disco está cheio', 'QuotaExceededError');
    });
    expect(await guardarLeitura(1, 'guia/7/3/40', {})).toBe(false);
    expect(await lerLeitura(1, 'guia/7/3/40')).toBeUndefined();
    expect(aviso).toHaveBeenCalledTimes(2);
  });

  it("when the browser closes the connection (Dexie's 'close' event), the next operation opens a new one", async () => {
    await guardarLeitura(1, 'guia/7/3/40', { ano: 2026 });
    const antes = await noBanco(1, async (db) => db);
    const onclose = antes.backendDB().onclose as (() => void) | null;
    expect(onclose).toBeTypeOf('function');
    onclose?.call(antes.backendDB());
    const depois = await noBanco(1, async (db) => db);
    expect(depois).not.toBe(antes);
    expect((await lerLeitura(1, 'guia/7/3/40'))?.dados).toEqual({ ano: 2026 });
  });

  it('without IndexedDB there is simply no copy, silently', async () => {
    const aviso = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const original = globalThis.indexedDB;
    // @ts-expect-error: a browser without IndexedDB
    globalThis.indexedDB = undefined;
    try {
      expect(await guardarLeitura(1, 'guia/7/3/40', {})).toBe(false);
      expect(await lerLeitura(1, 'guia/7/3/40')).toBeUndefined();
    } finally {
      globalThis.indexedDB = original;
    }
    expect(aviso).not.toHaveBeenCalled();
  });
});
