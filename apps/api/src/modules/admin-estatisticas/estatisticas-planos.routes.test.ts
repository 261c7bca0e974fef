import type { AdminEstatisticasPlanos } from '@guia/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import {
  type Cenario,
  cenario,
  corpoDasPrioridades,
  criar,
  item,
  limpar,
  planoCriado,
} from '../plano-acao/plano-acao.test-helpers.ts';

// Issue 17 §4: POST Admin/Estatisticas/PlanosAcao. Plans are made through the API by producers whose
// questionnaire is finished (`cenario`: the five priorities are the same indicators for everyone);
// the floor is 3 producers here unless a test lowers it.

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ COMPARATIVO_MIN_UNIDADES: 3 });
});
beforeEach(async () => {
  await limpar(t);
  t.config.COMPARATIVO_MIN_UNIDADES = 3;
  admin = await createUser(t, { role: 'administrador' });
});
afterAll(async () => {
  await t?.close();
});

function planos(body: unknown, user: TestUser | null = admin) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Admin/Estatisticas/PlanosAcao',
    ...(user ? { headers: user.auth } : {}),
    payload: body as object,
  });
}

async function dados(body: unknown = {}): Promise<AdminEstatisticasPlanos> {
  const res = await planos(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The lineage of each indicator id, and the principle code of its edition. */
async function linhagens(ids: number[]) {
  const rows = await t.db
    .select({
      id: schema.indicador.id,
      linhagem: schema.indicador.linhagem,
      principio: schema.principio.codigo,
    })
    .from(schema.indicador)
    .innerJoin(schema.criterio, eq(schema.criterio.id, schema.indicador.criterioId))
    .innerJoin(schema.principio, eq(schema.principio.id, schema.criterio.principioId))
    .where(inArray(schema.indicador.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

const linha = (d: AdminEstatisticasPlanos, linhagem: string) =>
  d.indicadores.find((i) => i.linhagem === linhagem);

describe('POST /api/Admin/Estatisticas/PlanosAcao', () => {
  it('answers 401 to anonymous and 404 (not found) to a producer, even one with a plan', async () => {
    const c = await cenario(t);
    await planoCriado(t, c);
    expect((await planos({}, null)).statusCode).toBe(401);
    const res = await planos({}, c.user);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('itens');
  });

  it('refuses bad filters with a Portuguese message per field', async () => {
    const res = await planos({ intervalo: '2 years', categoria: 'abc', uf: 'XX' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      intervalo: 'Intervalo inválido',
      categoria: 'Categoria inválida',
      uf: 'Estado inválido',
    });
    const semCategoria = await planos({ categoria: 999 });
    expect(semCategoria.statusCode).toBe(400);
    expect(semCategoria.json().fields).toEqual({ categoria: 'Categoria inválida' });
  });

  it('sends no figure over fewer producers than the floor, then every one once the floor is reached', async () => {
    const [c1, c2] = [await cenario(t), await cenario(t)];
    await planoCriado(t, c1);
    await planoCriado(t, c2);
    // A second unit of the same owner is still one producer.
    const c2b = await cenario(t, c2.user);
    await planoCriado(t, c2b);

    const abaixo = await dados();
    expect(abaixo.minProdutores).toBe(3);
    expect(abaixo.resumo).toEqual({ planos: null, unidades: null, itens: null, oculto: true });
    expect(abaixo.principios).toHaveLength(5);
    expect(abaixo.principios.every((p) => p.itens === null && p.oculto)).toBe(true);
    expect(abaixo.indicadores.length).toBeGreaterThan(5);
    expect(abaixo.indicadores.every((i) => i.itens === null && i.itensOculto && i.metasOculto)).toBe(true);

    const c3 = await cenario(t);
    await planoCriado(t, c3);
    const d = await dados();
    expect(d.resumo).toEqual({ planos: 4, unidades: 4, itens: 20, oculto: false });
    const mapa = await linhagens(c1.emDois);
    for (const id of c1.emDois) {
      expect(linha(d, mapa.get(id)!.linhagem)).toMatchObject({ itens: 4, itensOculto: false });
    }
    // Nothing evaluated yet: no judged target, so no share either.
    expect(d.indicadores.every((i) => i.avaliados === null && i.percentualAtingidas === null)).toBe(true);
    const porPrincipio = new Map<number, number>();
    for (const { principio } of mapa.values())
      porPrincipio.set(principio, (porPrincipio.get(principio) ?? 0) + 4);
    for (const p of d.principios) {
      expect(p.itens).toBe(porPrincipio.get(p.codigo) ?? null);
      expect(p.oculto).toBe(!porPrincipio.has(p.codigo));
    }
  });

  it('hides an indicator under the floor and what would give it back by subtraction', async () => {
    const cs: Cenario[] = [await cenario(t), await cenario(t), await cenario(t)];
    for (const c of cs.slice(0, 2)) await planoCriado(t, c);
    // The third producer also plans the indicator at weight 1: the only one to.
    const res = await criar(t, cs[2]!.user, cs[2]!.objetoId, {
      ...corpoDasPrioridades(cs[2]!),
      itens: [...corpoDasPrioridades(cs[2]!).itens, item(cs[2]!.emUm)],
    });
    expect(res.statusCode, res.body).toBe(201);
    const d = await dados();
    expect(d.resumo.itens).toBe(16);
    const mapa = await linhagens([...cs[0]!.emDois, cs[0]!.emUm]);
    const sozinho = mapa.get(cs[0]!.emUm)!;
    expect(linha(d, sozinho.linhagem)).toMatchObject({ itens: null, itensOculto: true });
    // In the seed, a priority shares its principle: that one (3 producers) is hidden too.
    const vizinhos = cs[0]!.emDois.filter((id) => mapa.get(id)!.principio === sozinho.principio);
    expect(vizinhos.length).toBeGreaterThan(0);
    const ocultos = vizinhos.filter((id) => linha(d, mapa.get(id)!.linhagem)!.itensOculto);
    expect(ocultos).toHaveLength(1);
    // Neither a principle minus its shown indicators nor the total minus the shown principles is
    // the hidden indicator's 1 item.
    const total = d.principios.reduce((s, p) => s + (p.itens ?? 0), 0);
    expect(d.resumo.itens! - total).not.toBe(1);
    for (const p of d.principios.filter((x) => !x.oculto)) {
      const mostrados = d.indicadores
        .filter((i) => i.principio === p.codigo && !i.itensOculto)
        .reduce((s, i) => s + i.itens!, 0);
      expect(p.itens! - mostrados).not.toBe(1);
    }
  });

  it('applies the statistics filters: UF and category of the unit, interval of the plan', async () => {
    t.config.COMPARATIVO_MIN_UNIDADES = 1;
    const [mt, sp, antigo] = [await cenario(t), await cenario(t), await cenario(t)];
    for (const c of [mt, sp, antigo]) await planoCriado(t, c);
    await t.db
      .update(schema.objeto)
      .set({ uf: 'SP', cidade: 3550308 })
      .where(eq(schema.objeto.id, sp.objetoId));
    await t.db.update(schema.objeto).set({ categoriaId: 3 }).where(eq(schema.objeto.id, antigo.objetoId));
    await t.db.execute(
      sql`update plano_acao set criado_em = now() - interval '400 days' where objeto_id = ${antigo.objetoId}`,
    );
    const planosDe = async (body: object) => (await dados(body)).resumo.planos;
    expect(await planosDe({})).toBe(3);
    expect(await planosDe({ uf: 'MT' })).toBe(2);
    expect(await planosDe({ uf: 'SP' })).toBe(1);
    expect(await planosDe({ categoria: 3 })).toBe(1);
    expect(await planosDe({ categoria: 6 })).toBe(2);
    expect(await planosDe({ intervalo: '1 year' })).toBe(2);
    expect(await planosDe({ intervalo: '1 year', uf: 'MT' })).toBe(1);
    expect(await planosDe({ intervalo: null, uf: null, categoria: null })).toBe(3);
    const vazio = await dados({ uf: 'AC' });
    expect(vazio.resumo).toEqual({ planos: null, unidades: null, itens: null, oculto: true });
  });
});
