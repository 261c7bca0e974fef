import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { simularPerdaDeConexao } from '@/lib/indexeddb/testing';
import { type EntradaOutbox, OutboxDb } from './db';
import { Drenador } from './drenagem';
import { guardarEscolha } from './fila';
import { guardarFoto } from './fotos';
import { confirmada, escolha } from './testing';

// iOS Safari drops IndexedDB connections under memory pressure or in the background: the outbox reopens
// and retries once, so a choice is never lost to it, and says so when the write really fails.

let db: OutboxDb;
let perda: ReturnType<typeof simularPerdaDeConexao>;
let drenador: Drenador | null = null;
beforeEach(async () => {
  db = new OutboxDb(1);
  perda = simularPerdaDeConexao(db);
  await db.open();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  drenador?.parar();
  vi.restoreAllMocks();
  await db.delete();
});

describe('the outbox after the connection to IndexedDB is lost', () => {
  it('a choice written then is kept: the connection is reopened and the write made once more', async () => {
    perda.perder();
    const id = await guardarEscolha(db, escolha(101, 1012));
    expect(await db.respostas.get(id)).toMatchObject({
      indicadorId: 101,
      nivel_id: 1012,
      estado: 'pendente',
    });
    expect(await db.respostas.count()).toBe(1);
  });

  it('an evidence file queued then is kept too', async () => {
    perda.perder();
    const bytes = new Uint8Array([1, 2, 3]).buffer;
    const id = await guardarFoto(db, {
      usuarioId: 1,
      questionarioId: 40,
      indicadorId: 101,
      arquivo: { nome: 'curral.jpg', tipo: 'image/jpeg', bytes },
    });
    expect(await db.fotos.get(id)).toMatchObject({ nome: 'curral.jpg', estado: 'pendente' });
    expect(await db.arquivos.count()).toBe(1);
  });

  it('a drain that meets it goes on: each entry is sent once and leaves', async () => {
    await guardarEscolha(db, escolha(101, 1012));
    await guardarEscolha(db, escolha(102, 1021));
    const enviadas: EntradaOutbox[] = [];
    drenador = new Drenador(db, {
      enviar: async (e) => {
        enviadas.push(e);
        // The phone backgrounded while this send was on the network.
        if (enviadas.length === 1) perda.perder();
        return { tipo: 'ok', resposta: confirmada(e, 1) };
      },
      aleatorio: () => 0.5,
    });
    perda.perder();
    await drenador.disparar();
    expect(enviadas.map((e) => e.indicadorId)).toEqual([101, 102]);
    expect(await db.respostas.count()).toBe(0);
    expect(drenador.estado.proximaTentativa).toBeNull();
  });

  it('when the storage really fails, the write rejects (the screen says the answer was not kept)', async () => {
    perda.perderSempre();
    await expect(guardarEscolha(db, escolha(101, 1012))).rejects.toMatchObject({ name: 'UnknownError' });
  });
});
