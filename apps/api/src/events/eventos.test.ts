import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { antesDe, assinar, comEvento, publicar } from './eventos.ts';

/** A database whose transaction hands a recognisable `tx` to the callback (dispatch only: no SQL). */
function bancoFalso(diario: string[]) {
  const tx = { nome: 'tx' } as unknown as Database;
  const db = {
    async transaction<T>(fn: (tx: Database) => Promise<T>) {
      diario.push('begin');
      try {
        const resultado = await fn(tx);
        diario.push('commit');
        return resultado;
      } catch (error) {
        diario.push('rollback');
        throw error;
      }
    },
  } as unknown as Database;
  return { db, tx };
}

const cancelar: (() => void)[] = [];
afterEach(() => {
  for (const c of cancelar.splice(0)) c();
});

describe('domain events', () => {
  it('runs the subscribers before and after the change, in its transaction, in subscription order', async () => {
    const diario: string[] = [];
    const { db, tx } = bancoFalso(diario);
    const vistos: unknown[] = [];
    cancelar.push(
      assinar('unidade.editada', {
        antes: async (t, e) => {
          vistos.push(t);
          diario.push(`a1:${e.objetoId}`);
        },
        depois: async (t, e) => {
          vistos.push(t);
          diario.push(`d1:${e.objetoId}`);
        },
      }),
      assinar('unidade.editada', { depois: async () => void diario.push('d2') }),
      // Another event's subscriber hears nothing of this one.
      assinar('unidade.excluida', { antes: async () => void diario.push('outro') }),
    );
    const resultado = await comEvento(db, { tipo: 'unidade.editada', objetoId: 7 }, async () => {
      diario.push('mudanca');
      return 42;
    });
    expect(resultado).toBe(42);
    expect(diario).toEqual(['begin', 'a1:7', 'mudanca', 'd1:7', 'd2', 'commit']);
    expect(vistos).toEqual([tx, tx]);
  });

  it('counts a subscription made twice once, and forgets it when cancelled', async () => {
    const diario: string[] = [];
    const { tx } = bancoFalso(diario);
    const assinatura = { depois: async () => void diario.push('d') };
    const cancelarPrimeira = assinar('unidade.criada', assinatura);
    assinar('unidade.criada', assinatura);
    await publicar(tx, { tipo: 'unidade.criada', objetoId: 1 });
    expect(diario).toEqual(['d']);
    cancelarPrimeira();
    await publicar(tx, { tipo: 'unidade.criada', objetoId: 1 });
    await antesDe(tx, { tipo: 'unidade.criada', objetoId: 1 });
    expect(diario).toEqual(['d']);
  });

  it('fails the act when a subscriber fails: the transaction rolls back and the change does not run', async () => {
    const diario: string[] = [];
    const { db } = bancoFalso(diario);
    cancelar.push(
      assinar('conta.excluida', {
        antes: async () => {
          throw new Error('falhou');
        },
      }),
    );
    await expect(
      comEvento(db, { tipo: 'conta.excluida', usuarioId: 3 }, async () => void diario.push('mudanca')),
    ).rejects.toThrow('falhou');
    expect(diario).toEqual(['begin', 'rollback']);
  });
});
