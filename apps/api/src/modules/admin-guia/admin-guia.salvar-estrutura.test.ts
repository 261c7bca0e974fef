import type { AdminEstruturaInput } from '@guia/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import type { EstruturaDoPrincipio } from './admin-guia.estrutura.ts';
import { salvarEstrutura } from './admin-guia.salvar-estrutura.ts';
import { criarEdicao } from './admin-guia.service.ts';

let t: TestApp;
let atorId: number;

beforeAll(async () => {
  t = await buildTestApp();
  atorId = (await createUser(t, { role: 'administrador' })).id;
});

afterAll(async () => {
  await t.close();
});

type Sessao = { prepareQuery: (...args: unknown[]) => unknown };

/**
 * Counts the SQL statements Drizzle prepares while `fn` runs, inside transactions too (a
 * transaction's session is of the same class as the database's).
 */
async function contarComandos<T>(
  db: Database,
  fn: () => Promise<T>,
): Promise<{ valor: T; comandos: number }> {
  const prototipo = Object.getPrototypeOf(db._.session) as Sessao;
  const original = prototipo.prepareQuery;
  let comandos = 0;
  prototipo.prepareQuery = function (this: unknown, ...args: unknown[]) {
    comandos += 1;
    return original.apply(this, args);
  };
  try {
    return { valor: await fn(), comandos };
  } finally {
    prototipo.prepareQuery = original;
  }
}

/** A principle of `criterios` criteria, each of `indicadores` indicators with levels of weight 0..`peso`. */
function estruturaNova(criterios: number, indicadores: number, peso: number): AdminEstruturaInput {
  return {
    criterios: Array.from({ length: criterios }, (_, c) => ({
      titulo: `Critério ${c + 1}`,
      descricao: `Descrição ${c + 1}`,
      indicadores: Array.from({ length: indicadores }, (_, i) => ({
        titulo: `Indicador ${c + 1}.${i + 1}`,
        categorias: [6],
        possuirestricao: false,
        restricao: '',
        possuiorientacao: false,
        orientacao: '',
        possuigee: false,
        possuievidencia: false,
        exemploevidencia: '',
        possuipercentual: false,
        niveis: Array.from({ length: peso + 1 }, (_, n) => ({ peso: n, descricao: `Nível ${n}` })),
      })),
    })),
  };
}

/** The stored structure sent back with every text changed: updates of every kept row. */
function textosAlterados(e: EstruturaDoPrincipio): AdminEstruturaInput {
  return {
    criterios: e.criterios.map((c) => ({
      id: c.id,
      titulo: `${c.titulo} (revisto)`,
      descricao: c.descricao,
      indicadores: e.indicadores
        .filter((i) => i.criterioId === c.id)
        .map((i) => ({
          id: i.id,
          titulo: `${i.titulo} (revisto)`,
          categorias: i.categorias,
          possuirestricao: i.possuirestricao,
          restricao: i.restricao ?? '',
          possuiorientacao: i.possuiorientacao,
          orientacao: i.orientacao ?? '',
          possuigee: i.possuigee,
          possuievidencia: i.possuievidencia,
          exemploevidencia: i.exemploevidencia ?? '',
          possuipercentual: i.possuipercentual,
          niveis: e.niveis
            .filter((n) => n.indicadorId === i.id)
            .map((n) => ({ id: n.id, peso: n.peso, descricao: `${n.descricao} (revisto)` })),
        })),
    })),
  };
}

async function principioDe(edicaoId: number, codigo: number) {
  const [p] = await t.db
    .select({ id: schema.principio.id })
    .from(schema.principio)
    .where(and(eq(schema.principio.edicaoId, edicaoId), eq(schema.principio.codigo, codigo)));
  return p!.id;
}

describe('salvarEstrutura', () => {
  it('runs the same number of statements for a small and a large principle', async () => {
    const edicaoId = await criarEdicao(t.db, atorId, 2091);
    const [pequeno, grande] = [await principioDe(edicaoId, 1), await principioDe(edicaoId, 2)];
    const salvar = (principioId: number, corpo: AdminEstruturaInput) =>
      contarComandos(t.db, () => salvarEstrutura(t.db, atorId, edicaoId, principioId, corpo));

    const criarPequeno = await salvar(pequeno, estruturaNova(1, 1, 1));
    const criarGrande = await salvar(grande, estruturaNova(4, 6, 5));
    expect(criarGrande.valor.indicadores).toHaveLength(24);
    expect(criarGrande.valor.niveis).toHaveLength(24 * 6);
    expect(criarPequeno.comandos).toBeGreaterThan(10);
    expect(criarGrande.comandos).toBe(criarPequeno.comandos);

    const editarPequeno = await salvar(pequeno, textosAlterados(criarPequeno.valor));
    const editarGrande = await salvar(grande, textosAlterados(criarGrande.valor));
    expect(editarGrande.valor.indicadores.every((i) => i.titulo.endsWith('(revisto)'))).toBe(true);
    expect(editarGrande.comandos).toBe(editarPequeno.comandos);
  });
});
