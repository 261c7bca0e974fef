import { count } from 'drizzle-orm';
import { type Database, schema } from '../client.ts';
import { PRINCIPIOS_PRIMEIRA_EDICAO, type PrincipioSeed } from './questionario/index.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Inserts the first edition (this year's, available) with its whole structure, only when no
 * edition exists yet: afterwards editions belong to the administrators (they edit, duplicate and
 * open new years), so the seed never touches them again.
 */
export async function seedPrimeiraEdicao(
  tx: Transaction,
  principios: readonly PrincipioSeed[] = PRINCIPIOS_PRIMEIRA_EDICAO,
  ano = new Date().getFullYear(),
): Promise<void> {
  const { edicao, principio, criterio, indicador, nivel, apoio } = schema;
  const [existing] = await tx.select({ total: count() }).from(edicao);
  if ((existing?.total ?? 0) > 0) return;

  const [created] = await tx
    .insert(edicao)
    .values({ ano, disponivel: true, datadisponivel: new Date() })
    .returning({ id: edicao.id });
  const edicaoId = created!.id;

  const principioRows = await tx
    .insert(principio)
    .values(
      principios.map((p) => ({
        edicaoId,
        codigo: p.codigo,
        titulo: p.titulo,
        subtitulo: p.subtitulo,
        descricao: p.descricao,
        icone: p.icone,
        orientacao: p.orientacao,
      })),
    )
    .returning({ id: principio.id, codigo: principio.codigo });
  // RETURNING order is not guaranteed: match the rows back by their natural keys.
  const principioId = new Map(principioRows.map((r) => [r.codigo, r.id]));

  const criterios = principios.flatMap((p) => p.criterios.map((c) => ({ p, c })));
  const criterioRows = await tx
    .insert(criterio)
    .values(
      criterios.map(({ p, c }) => ({
        principioId: principioId.get(p.codigo)!,
        codigo: c.codigo,
        titulo: c.titulo,
        descricao: c.descricao,
      })),
    )
    .returning({ id: criterio.id, principioId: criterio.principioId, codigo: criterio.codigo });
  const criterioId = new Map(criterioRows.map((r) => [`${r.principioId}.${r.codigo}`, r.id]));

  const indicadores = criterios.flatMap(({ p, c }) =>
    c.indicadores.map((i) => ({
      criterioId: criterioId.get(`${principioId.get(p.codigo)}.${c.codigo}`)!,
      i,
    })),
  );
  const indicadorRows = await tx
    .insert(indicador)
    .values(
      indicadores.map(({ criterioId, i }) => ({
        criterioId,
        codigo: i.codigo,
        sequencia: i.sequencia,
        titulo: i.titulo,
        categorias: [...i.categorias],
        possuiorientacao: i.possuiorientacao,
        orientacao: i.orientacao,
        possuigee: i.possuigee ?? false,
        possuievidencia: i.possuievidencia,
        exemploevidencia: i.exemploevidencia ?? null,
        possuipercentual: i.possuipercentual ?? false,
      })),
    )
    .returning({ id: indicador.id, codigo: indicador.codigo });
  const indicadorId = new Map(indicadorRows.map((r) => [r.codigo, r.id]));

  await tx.insert(nivel).values(
    indicadores.flatMap(({ i }) =>
      i.niveis.map((n) => ({
        indicadorId: indicadorId.get(i.codigo)!,
        peso: n.peso,
        descricao: n.descricao,
      })),
    ),
  );
  const apoios = indicadores.flatMap(({ i }) =>
    i.apoio.flatMap((a) =>
      (a.categorias ?? i.categorias)
        .filter((c) => i.categorias.includes(c))
        .map((categoriaId) => ({
          indicadorId: indicadorId.get(i.codigo)!,
          categoriaId,
          titulo: a.titulo,
          url: a.url,
        })),
    ),
  );
  if (apoios.length > 0) await tx.insert(apoio).values(apoios);
}
