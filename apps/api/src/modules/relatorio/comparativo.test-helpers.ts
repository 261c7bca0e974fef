import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema } from '../../db/client.ts';
import { inserirProdutor, type TestUser } from '../../test/factories.ts';
import { atualizarComparativo } from './comparativo.service.ts';
import { base, get, inserirResultados, type Relatorios } from './relatorio.test-helpers.ts';

// What the comparative route tests share: other producers' finished units in a group, the
// background refresh run on demand, and the values and alerts the API answers.

const DIA = 86_400_000;
/** Past the comparative's waiting period (COMPARATIVO_CARENCIA_DIAS, 30): groups count these. */
const haDias = (dias: number) => new Date(Date.now() - dias * DIA);

/**
 * Another producer: an account of its own, with no password anyone uses here, confirmed and
 * registered long enough ago for the comparative groups to count it.
 */
export const novoDono = (ctx: Relatorios) =>
  inserirProdutor(ctx.t, { criadoEm: haDias(90), emailVerificadoEm: haDias(90) });

/** A test user registered long enough ago for the comparative groups to count their units. */
export async function antigo(ctx: Relatorios, user: TestUser): Promise<TestUser> {
  await ctx.t.db
    .update(schema.usuario)
    .set({ criadoEm: haDias(90) })
    .where(eq(schema.usuario.id, user.id));
  return user;
}

/**
 * A unit in `uf` with a finished questionnaire of these aproveitamentos; by default a new
 * producer's unit, so that each call adds one distinct owner, finished 60 days ago (past the
 * waiting period; a later call is still a later finish).
 */
export async function unidadeFinalizada(
  ctx: Relatorios,
  uf: string,
  cidade: number,
  aproveitamentos: number[],
  opts: { finalizadoEm?: Date; objetoId?: number; edicao?: number; dono?: number } = {},
): Promise<number> {
  let objetoId = opts.objetoId;
  let dono = opts.dono;
  if (objetoId === undefined) {
    dono ??= await novoDono(ctx);
    const [o] = await ctx.t.db
      .insert(schema.objeto)
      .values({ usuarioId: dono, categoriaId: 6, nomeunidade: `Vizinha ${uf}`, uf, cidade })
      .returning({ id: schema.objeto.id });
    objetoId = o!.id;
  } else if (dono === undefined) {
    const [o] = await ctx.t.db
      .select({ dono: schema.objeto.usuarioId })
      .from(schema.objeto)
      .where(eq(schema.objeto.id, objetoId));
    dono = o!.dono;
  }
  const [q] = await ctx.t.db
    .insert(schema.questionario)
    .values({
      objetoId,
      edicaoId: opts.edicao ?? ctx.edicaoId,
      usuarioId: dono,
      finalizado: true,
      finalizadoEm: opts.finalizadoEm ?? haDias(60),
    })
    .returning({ id: schema.questionario.id });
  await inserirResultados(ctx, q!.id, aproveitamentos);
  return objetoId;
}

/** The latest finished questionnaire of a unit (the one its comparative is about). */
export async function ultimoQuestionario(ctx: Relatorios, objetoId: number): Promise<number> {
  const [q] = await ctx.t.db
    .select({ id: schema.questionario.id })
    .from(schema.questionario)
    .where(eq(schema.questionario.objetoId, objetoId))
    .orderBy(desc(schema.questionario.finalizadoEm), desc(schema.questionario.id))
    .limit(1);
  return q!.id;
}

/** What `user` reads as the comparative of one of their units. */
export async function comparativoDe(
  ctx: Relatorios,
  user: TestUser,
  objetoId: number,
  grupo = 'minha-regiao',
  query = '',
) {
  const res = await get(
    ctx,
    user,
    `${base(ctx, objetoId, await ultimoQuestionario(ctx, objetoId))}/comparativo?grupo=${encodeURIComponent(grupo)}${query}`,
  );
  expect(res.statusCode).toBe(200);
  return res.json().data as { comparado: unknown; alert: string | null; questionario: unknown };
}

/** The background refresh, run now (the test app has no timer). */
export const regras = (ctx: Relatorios) => ({
  minUnidades: ctx.t.config.COMPARATIVO_MIN_UNIDADES,
  carenciaDias: ctx.t.config.COMPARATIVO_CARENCIA_DIAS,
  agora: new Date(),
});
export const publicar = (ctx: Relatorios) => atualizarComparativo(ctx.t.db, ctx.edicaoId, regras(ctx));

export const CUIABA = 5103403;
export const GOIANIA = 5208707;
export const BRASILIA = 5300108;
export const SAO_PAULO = 3550308;
export const RIO = 3304557;

export const valores = (v: number[]) =>
  v.map((valor, i) => ({ codigo: i + 1, titulo: `Princípio ${i + 1}`, valor }));
/** The journey unit's own bars: 80, 0, 30, 53, 60, total 44. */
export const PROPRIO = { valores: valores([80, 0, 30, 53, 60]), total: 44 };
export const ALERTA = 'Ainda não há unidades suficientes nesta região para comparação.';
export const ALERTA_BRASIL = 'Ainda não há unidades suficientes no Brasil para comparação.';
