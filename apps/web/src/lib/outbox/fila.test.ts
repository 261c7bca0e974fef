import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutboxDb } from './db';
import {
  confirmar,
  descartar,
  guardarEscolha,
  manterDesteAparelho,
  marcarDecisao,
  reservarEnvio,
} from './fila';
import { confirmada, escolha } from './testing';

let db: OutboxDb;
beforeEach(() => {
  db = new OutboxDb(1);
});
afterEach(async () => {
  await db.delete();
});

const todas = () => db.respostas.orderBy('id').toArray();

describe('outbox merge rule', () => {
  it('a new change to an indicator never attempted replaces it: new key, same versao_base, same place', async () => {
    const a = await guardarEscolha(db, escolha(101, 1011, { versao_base: 4 }));
    await guardarEscolha(db, escolha(102, 1021));
    const [antes] = await todas();
    const b = await guardarEscolha(db, escolha(101, 1013, { versao_base: 9 }));
    expect(b).toBe(a);
    const lista = await todas();
    expect(lista.map((e) => [e.indicadorId, e.nivel_id, e.versao_base])).toEqual([
      [101, 1013, 4],
      [102, 1021, null],
    ]);
    expect(lista[0]?.chave).not.toBe(antes?.chave);
    expect(lista[0]?.chave).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a change after one that may have reached the server is queued after it, with the same base', async () => {
    const a = await guardarEscolha(db, escolha(101, 1011, { versao_base: 4 }));
    const enviada = await reservarEnvio(db, a);
    expect(enviada?.talvezEnviada).toBe(true);
    await guardarEscolha(db, escolha(101, 1012, { versao_base: 4 }));
    const lista = await todas();
    expect(lista.map((e) => [e.nivel_id, e.talvezEnviada, e.versao_base])).toEqual([
      [1011, true, 4],
      [1012, false, 4],
    ]);
    // The later change cannot be taken for sending before the first is settled.
    expect(await reservarEnvio(db, lista[1]?.id as number)).toBeNull();
  });

  it('a later change takes the acknowledged version as its versao_base (chaining)', async () => {
    const a = await guardarEscolha(db, escolha(101, 1011, { versao_base: null }));
    const enviada = await reservarEnvio(db, a);
    await guardarEscolha(db, escolha(101, 1012));
    await guardarEscolha(db, escolha(102, 1021, { versao_base: 2 }));
    if (!enviada) throw new Error('not reserved');
    await confirmar(db, enviada, confirmada(enviada, 7));
    const lista = await todas();
    expect(lista.map((e) => [e.indicadorId, e.nivel_id, e.versao_base])).toEqual([
      [101, 1012, 7],
      [102, 1021, 2],
    ]);
  });

  it('without a versao_base (last write wins) the later change keeps none', async () => {
    const a = await guardarEscolha(db, escolha(101, 1011, { versao_base: undefined }));
    const enviada = await reservarEnvio(db, a);
    await guardarEscolha(db, escolha(101, 1012));
    if (!enviada) throw new Error('not reserved');
    await confirmar(db, enviada, confirmada(enviada, 3));
    const [e] = await todas();
    expect(e && 'versao_base' in e).toBe(false);
  });

  it('a conflict folds the later changes of its indicator into one decision with the latest value', async () => {
    const a = await guardarEscolha(db, escolha(101, 1011, { versao_base: 1 }));
    const enviada = await reservarEnvio(db, a);
    await guardarEscolha(db, escolha(101, 1013, { percentual: 40 }));
    if (!enviada) throw new Error('not reserved');
    const servidor = { nivel_id: 1012, percentual: null, versao: 5 };
    await marcarDecisao(db, enviada, { estado: 'conflito', servidor });
    const lista = await todas();
    expect(lista).toHaveLength(1);
    expect(lista[0]).toMatchObject({
      estado: 'conflito',
      nivel_id: 1013,
      percentual: 40,
      servidor,
      talvezEnviada: false,
    });
  });

  it("'Manter a deste aparelho' re-queues over the other device's version under a new key", async () => {
    const a = await guardarEscolha(db, escolha(101, 1011, { versao_base: 1 }));
    const enviada = await reservarEnvio(db, a);
    if (!enviada) throw new Error('not reserved');
    await marcarDecisao(db, enviada, {
      estado: 'conflito',
      servidor: { nivel_id: 1012, percentual: null, versao: 5 },
    });
    await manterDesteAparelho(db, a);
    const [e] = await todas();
    expect(e).toMatchObject({ estado: 'pendente', versao_base: 5, servidor: null, nivel_id: 1011 });
    expect(e?.chave).not.toBe(enviada.chave);
  });

  it("'Descartar' removes the entry and gives it back", async () => {
    const a = await guardarEscolha(db, escolha(101, 1011));
    expect((await descartar(db, a))?.nivel_id).toBe(1011);
    expect(await todas()).toEqual([]);
    expect(await descartar(db, a)).toBeNull();
  });
});
