import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db/client.ts';
import type { EstruturaDaEdicao } from '../modules/relatorio/relatorio.queries.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import {
  createUser,
  criarQuestionarioFinalizado,
  criarUnidade,
  edicaoDisponivel,
} from '../test/factories.ts';
import { criarRelatorioCache, relatorioCacheDoBanco } from './relatorio-cache.ts';

/** A loader that counts its reads and hands out a new structure object each time. */
function leitor() {
  const leituras: number[] = [];
  const ler = async (edicaoId: number): Promise<EstruturaDaEdicao> => {
    leituras.push(edicaoId);
    return { impressao: `e${edicaoId}-${leituras.length}`, principios: new Map(), indicadores: new Map() };
  };
  return { ler, leituras };
}

describe('relatorioCache', () => {
  it('reads an edition once within the TTL, again after it', async () => {
    const { ler, leituras } = leitor();
    let agora = 1_000;
    const cache = criarRelatorioCache(ler, { ttlMs: 100, agora: () => agora });
    const a = await cache.estrutura(1);
    expect(await cache.estrutura(1)).toBe(a);
    agora += 100;
    expect(await cache.estrutura(1)).not.toBe(a);
    expect(leituras).toEqual([1, 1]);
  });

  it('invalidar(edicaoId) drops that edition only, invalidar() every edition', async () => {
    const { ler, leituras } = leitor();
    const cache = criarRelatorioCache(ler);
    const um = await cache.estrutura(1);
    const dois = await cache.estrutura(2);
    cache.invalidar(1);
    expect(await cache.estrutura(1)).not.toBe(um);
    expect(await cache.estrutura(2)).toBe(dois);
    expect(leituras).toEqual([1, 2, 1]);
    cache.invalidar();
    await cache.estrutura(1);
    await cache.estrutura(2);
    expect(leituras).toEqual([1, 2, 1, 1, 2]);
  });

  it('with a revision reader, reuses a copy only while the revision is the one it was read at', async () => {
    const { ler, leituras } = leitor();
    let revisao = 1;
    const cache = criarRelatorioCache(ler, { revisao: async () => revisao, agora: () => 1_000 });
    const a = await cache.estrutura(1);
    expect(await cache.estrutura(1)).toBe(a);
    revisao = 2;
    const b = await cache.estrutura(1);
    expect(b).not.toBe(a);
    expect(await cache.estrutura(1)).toBe(b);
    expect(leituras).toEqual([1, 1]);
  });

  it('does not keep a failed read', async () => {
    let falhar = true;
    const cache = criarRelatorioCache(async () => {
      if (falhar) throw new Error('fora do ar');
      return { impressao: 'x', principios: new Map(), indicadores: new Map() };
    });
    await expect(cache.estrutura(1)).rejects.toThrow('fora do ar');
    falhar = false;
    await expect(cache.estrutura(1)).resolves.toBeDefined();
  });

  it('tells the digest of the texts it holds within the TTL, without reading', async () => {
    const { ler, leituras } = leitor();
    let agora = 1_000;
    const cache = criarRelatorioCache(ler, { ttlMs: 100, revisao: async () => 1, agora: () => agora });
    expect(cache.impressao(1)).toBeUndefined();
    const a = await cache.estrutura(1);
    expect(cache.impressao(1)).toBe(a.impressao);
    expect(cache.impressao(2)).toBeUndefined();
    cache.invalidar(1);
    expect(cache.impressao(1)).toBeUndefined();
    await cache.estrutura(1);
    agora += 100;
    expect(cache.impressao(1)).toBeUndefined();
    expect(leituras).toEqual([1, 1]);
  });
});

describe('app.relatorioCache', () => {
  let t: TestApp;
  // The clock stands still, so the TTL never runs out between two reads of a slow test run.
  const agora = new Date();
  beforeAll(async () => {
    t = await buildTestApp({}, { now: () => agora });
  });
  afterAll(() => t.close());

  it('keeps serving the edition texts until invalidar, then reads the edited ones', async () => {
    const dono = await createUser(t);
    const edicaoId = await edicaoDisponivel(t);
    const objetoId = await criarUnidade(t, dono);
    const questionarioId = await criarQuestionarioFinalizado(t, dono, objetoId, { edicaoId });
    const titulo = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/Objeto/${objetoId}/${edicaoId}/${questionarioId}/completo`,
        headers: dono.auth,
      });
      expect(res.statusCode).toBe(200);
      const principio = (res.json().data.score as { codigo: number; titulo: string }[]).find(
        (p) => p.codigo === 1,
      );
      return principio?.titulo;
    };
    const original = await titulo();
    expect(original).toBeTruthy();
    const [p1] = await t.db
      .select({ id: schema.principio.id })
      .from(schema.principio)
      .where(eq(schema.principio.edicaoId, edicaoId))
      .orderBy(schema.principio.codigo)
      .limit(1);
    await t.db
      .update(schema.principio)
      .set({ titulo: 'Gestão revisada' })
      .where(eq(schema.principio.id, p1!.id));
    // Within the TTL the edit is not seen yet: the texts come from memory.
    expect(await titulo()).toBe(original);
    t.app.relatorioCache.invalidar(edicaoId + 1);
    expect(await titulo()).toBe(original);
    t.app.relatorioCache.invalidar(edicaoId);
    expect(await titulo()).toBe('Gestão revisada');
    await t.db
      .update(schema.principio)
      .set({ titulo: 'Gestão de novo' })
      .where(eq(schema.principio.id, p1!.id));
    t.app.relatorioCache.invalidar();
    expect(await titulo()).toBe('Gestão de novo');
  }, 120_000);
});

describe('two server instances', () => {
  let t: TestApp;
  const agora = new Date();
  beforeAll(async () => {
    t = await buildTestApp({}, { now: () => agora });
  });
  afterAll(() => t.close());

  it('an edit made through one instance shows at once on another instance’s cache', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const edicaoId = await edicaoDisponivel(t);
    // The other instance: its own memory over the same database, its clock standing still too.
    const outra = relatorioCacheDoBanco(t.db, () => agora.getTime());
    const tituloDoIndicador = async (id: number) =>
      (await outra.estrutura(edicaoId)).indicadores.get(id)?.titulo;
    const antes = await outra.estrutura(edicaoId);
    const [id] = antes.indicadores.keys();
    expect(await outra.estrutura(edicaoId)).toBe(antes);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/Admin/Guia/update/indicador',
      headers: admin.auth,
      payload: { id, titulo: 'Editado em outra instância' },
    });
    expect(res.statusCode).toBe(200);
    expect(await tituloDoIndicador(id!)).toBe('Editado em outra instância');
  }, 120_000);
});
