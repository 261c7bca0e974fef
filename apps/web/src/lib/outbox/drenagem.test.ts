import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EntradaOutbox, OutboxDb } from './db';
import { Drenador, ESPERA_MAXIMA_MS, espera, memoriaLocal } from './drenagem';
import type { Resultado } from './envio';
import { guardarEscolha } from './fila';
import { confirmada, escolha } from './testing';

let db: OutboxDb;
let drenador: Drenador | null = null;
beforeEach(() => {
  db = new OutboxDb(1);
});
afterEach(async () => {
  drenador?.parar();
  vi.useRealTimers();
  await db.delete();
});

const todas = () => db.respostas.orderBy('id').toArray();

/** A drain whose sends answer from `responder` and are recorded; jitter factor 1. */
function criar(responder: (e: EntradaOutbox, n: number) => Resultado | Promise<Resultado>) {
  const enviadas: EntradaOutbox[] = [];
  const confirmadas: number[] = [];
  drenador = new Drenador(db, {
    enviar: async (e) => {
      enviadas.push(e);
      return responder(e, enviadas.length);
    },
    aoConfirmar: (e) => confirmadas.push(e.indicadorId),
    aleatorio: () => 0.5,
  });
  return { d: drenador, enviadas, confirmadas };
}

const ok =
  (versao = 1) =>
  (e: EntradaOutbox): Resultado => ({ tipo: 'ok', resposta: confirmada(e, versao) });

describe('outbox drain: order and passes', () => {
  it('sends oldest first with its Idempotency-Key and removes each acknowledged entry (a replay too)', async () => {
    await guardarEscolha(db, escolha(103, 1031));
    await guardarEscolha(db, escolha(101, 1011));
    await guardarEscolha(db, escolha(102, 1022));
    const { d, enviadas, confirmadas } = criar((e, n) =>
      n === 2 ? { tipo: 'ok', resposta: confirmada(e, 2, true) } : ok()(e),
    );
    await d.disparar();
    expect(enviadas.map((e) => e.indicadorId)).toEqual([103, 101, 102]);
    expect(new Set(enviadas.map((e) => e.chave)).size).toBe(3);
    expect(confirmadas).toEqual([103, 101, 102]);
    expect(await todas()).toEqual([]);
    expect(d.estado).toMatchObject({ enviando: false, enviadas: 3, total: 3, semConexao: false });
    expect(d.estado.ultimaSincronizacao).not.toBeNull();
  });

  it('runs ONE drain at a time; triggers during a drain cause exactly one more pass', async () => {
    await guardarEscolha(db, escolha(101, 1011));
    let liberar!: () => void;
    const portao = new Promise<void>((r) => {
      liberar = r;
    });
    let emVoo = 0;
    let maximo = 0;
    const { d, enviadas } = criar(async (e) => {
      emVoo++;
      maximo = Math.max(maximo, emVoo);
      if (enviadas.length === 1) await portao;
      emVoo--;
      return ok()(e);
    });
    const primeira = d.disparar();
    await vi.waitFor(() => expect(enviadas).toHaveLength(1));
    expect(d.estado).toMatchObject({ enviando: true, enviadas: 0, total: 1 });
    // A new choice and three triggers while the first send is in flight.
    await guardarEscolha(db, escolha(102, 1021));
    const outras = [d.disparar(), d.disparar(), d.disparar()];
    liberar();
    await Promise.all([primeira, ...outras]);
    expect(d.passagens).toBe(2);
    expect(maximo).toBe(1);
    expect(enviadas.map((e) => e.indicadorId)).toEqual([101, 102]);
    expect(await todas()).toEqual([]);
  });

  it('a later change of an indicator waits for the earlier one and goes with the returned version', async () => {
    await guardarEscolha(db, escolha(101, 1011, { versao_base: 3 }));
    let liberar!: () => void;
    const portao = new Promise<void>((r) => {
      liberar = r;
    });
    const { d, enviadas } = criar(async (e, n) => {
      if (n === 1) await portao;
      return ok(n === 1 ? 4 : 5)(e);
    });
    const drenagem = d.disparar();
    await vi.waitFor(() => expect(enviadas).toHaveLength(1));
    await guardarEscolha(db, escolha(101, 1013, { versao_base: 3 }));
    void d.disparar();
    liberar();
    await drenagem;
    expect(enviadas.map((e) => [e.nivel_id, e.versao_base])).toEqual([
      [1011, 3],
      [1013, 4],
    ]);
  });
});

describe('outbox drain: outcomes', () => {
  it('a network error keeps the entry (it may have arrived) and backs off: 2 s doubling, then sends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await guardarEscolha(db, escolha(101, 1011));
    await guardarEscolha(db, escolha(102, 1021));
    const { d, enviadas } = criar((e, n) => (n <= 2 ? { tipo: 'rede' } : ok()(e)));
    await d.disparar();
    expect(enviadas).toHaveLength(1);
    expect(await todas()).toMatchObject([{ talvezEnviada: true, tentativas: 1 }, { talvezEnviada: false }]);
    expect(d.estado.semConexao).toBe(true);
    expect(d.estado.proximaTentativa).toBe(Date.now() + 2_000);

    await vi.advanceTimersByTimeAsync(1_999);
    expect(enviadas).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(enviadas).toHaveLength(2));
    await vi.waitFor(() => expect(d.estado.enviando).toBe(false));
    // The second failure in a row waits 4 s.
    await vi.advanceTimersByTimeAsync(3_999);
    expect(enviadas).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(d.estado.enviando).toBe(false));
    await vi.waitFor(async () => expect(await todas()).toEqual([]));
    expect(enviadas.map((e) => e.indicadorId)).toEqual([101, 101, 101, 102]);
    // The same change keeps its key on every retry: the server recognises a repeat.
    expect(new Set(enviadas.slice(0, 3).map((e) => e.chave)).size).toBe(1);
  });

  it('a 5xx keeps the entry, stops the pass and backs off', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await guardarEscolha(db, escolha(101, 1011));
    await guardarEscolha(db, escolha(102, 1021));
    const { d, enviadas } = criar((e, n) => (n === 1 ? { tipo: 'servidor' } : ok()(e)));
    await d.disparar();
    expect(enviadas).toHaveLength(1);
    expect(await todas()).toHaveLength(2);
    expect(d.estado.semConexao).toBe(false);
    expect((await todas())[0]?.proximaTentativa).toBe(Date.now() + 2_000);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(async () => expect(await todas()).toEqual([]));
  });

  it('a 401 after the failed refresh keeps everything, asks to sign in and sets no timer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await guardarEscolha(db, escolha(101, 1011));
    await guardarEscolha(db, escolha(102, 1021));
    const { d, enviadas } = criar(() => ({ tipo: 'entrar' }));
    await d.disparar();
    expect(enviadas).toHaveLength(1);
    expect(await todas()).toHaveLength(2);
    expect(d.estado.precisaEntrar).toBe(true);
    await vi.advanceTimersByTimeAsync(ESPERA_MAXIMA_MS);
    expect(enviadas).toHaveLength(1);
  });

  it('a 409 conflict keeps the entry as a conflict with the server answer and goes on with the next', async () => {
    await guardarEscolha(db, escolha(101, 1011, { versao_base: 1 }));
    await guardarEscolha(db, escolha(102, 1021));
    const servidor = { nivel_id: 1012, percentual: null, versao: 6 };
    const { d, enviadas } = criar((e, n) => (n === 1 ? { tipo: 'conflito', servidor } : ok()(e)));
    await d.disparar();
    expect(enviadas.map((e) => e.indicadorId)).toEqual([101, 102]);
    expect(await todas()).toMatchObject([
      { indicadorId: 101, estado: 'conflito', servidor, talvezEnviada: false },
    ]);
    // A conflict is not sent again by itself.
    await d.disparar();
    expect(enviadas).toHaveLength(2);
  });

  it("a refusal (4xx) keeps the entry with the server's message: never dropped silently", async () => {
    await guardarEscolha(db, escolha(101, 1011));
    await guardarEscolha(db, escolha(102, 1021));
    const mensagem = 'Este questionário já foi finalizado.';
    const { d, enviadas } = criar((e, n) => (n === 1 ? { tipo: 'recusada', mensagem } : ok()(e)));
    await d.disparar();
    expect(enviadas).toHaveLength(2);
    expect(await todas()).toMatchObject([{ indicadorId: 101, estado: 'recusada', mensagem }]);
  });

  it("'já foi processado' (stored, its answer lost in a crash) removes the entry; a later change goes without a base", async () => {
    await guardarEscolha(db, escolha(101, 1011, { versao_base: 3 }));
    let liberar!: () => void;
    const portao = new Promise<void>((r) => {
      liberar = r;
    });
    const { d, enviadas, confirmadas } = criar(async (e, n) => {
      if (n === 1) {
        await portao;
        return { tipo: 'processada' };
      }
      return ok(9)(e);
    });
    const drenagem = d.disparar();
    await vi.waitFor(() => expect(enviadas).toHaveLength(1));
    await guardarEscolha(db, escolha(101, 1013));
    liberar();
    await drenagem;
    await d.disparar();
    expect(await todas()).toEqual([]);
    expect(confirmadas).toEqual([101, 101]);
    expect(enviadas[1] && 'versao_base' in enviadas[1]).toBe(false);
    expect(d.estado.proximaTentativa).toBeNull();
  });

  it('the back-off doubles from 2 s up to 5 min, with jitter', () => {
    expect([1, 2, 3, 4].map((n) => espera(n, 0.5))).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(espera(30, 0.5)).toBe(ESPERA_MAXIMA_MS);
    expect(espera(1, 0)).toBe(1_500);
    expect(espera(1, 1)).toBe(2_500);
    expect(espera(30, 1)).toBe(ESPERA_MAXIMA_MS);
  });

  it("keeps the last synchronisation across page loads ('Última sincronização' after reopening offline)", async () => {
    await guardarEscolha(db, escolha(101, 1011));
    const primeira = new Drenador(db, {
      enviar: async (e) => ({ tipo: 'ok', resposta: confirmada(e, 1) }),
      agora: () => 1_764_193_200_000,
      memoria: memoriaLocal(1),
    });
    expect(primeira.estado.ultimaSincronizacao).toBeNull();
    await primeira.disparar();
    // The page is closed and opened again the next day, without signal.
    const depois = new Drenador(db, { enviar: async () => ({ tipo: 'rede' }), memoria: memoriaLocal(1) });
    expect(depois.estado.ultimaSincronizacao).toBe(1_764_193_200_000);
    // Per user: another user of the phone has none.
    expect(
      new Drenador(db, { enviar: async () => ({ tipo: 'rede' }), memoria: memoriaLocal(2) }).estado,
    ).toMatchObject({ ultimaSincronizacao: null });
  });
});
