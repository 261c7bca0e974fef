import { type ApoioQuery, compararPorCodigo } from '@guia/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';
import { comPrincipioDoIndicador } from '../../db/queries/edicao-do-indicador.ts';
import { indicadorSeAplicaSql } from '../../db/queries/indicadores.ts';

// The producers' reading of the support-material library and of the edition's support links.
// Everything here is the same for every logged-in user: no per-user access check is needed.

const { materialTema, materialTipo, material, edicao, principio, indicador, apoio } = schema;

// Written with the table names: inside a one-table select drizzle leaves the outer column unqualified.
/** Materials of a theme, all types together. */
const totalDoTema = sql<number>`(select count(*)::int from material m
  join material_tipo t on t.id = m.tipo_id where t.tema_id = "material_tema"."id")`;
/** Materials of a type (the admin list sorts by it too). */
export const totalDoTipo = sql<number>`(select count(*)::int from material m where m.tipo_id = "material_tipo"."id")`;

const temaColumns = {
  id: materialTema.id,
  titulo: materialTema.titulo,
  descricao: materialTema.descricao,
  icone: materialTema.icone,
  chave: materialTema.chave,
  totalMaterial: totalDoTema,
};
export type TemaRow = {
  id: number;
  titulo: string;
  descricao: string;
  icone: string;
  chave: string | null;
  totalMaterial: number;
};

/** A type's columns with its material count: the producers' and the administrators' lists read the same. */
export const tipoColumns = {
  id: materialTipo.id,
  temaId: materialTipo.temaId,
  titulo: materialTipo.titulo,
  descricao: materialTipo.descricao,
  icone: materialTipo.icone,
  categorias: materialTipo.categorias,
  totalMaterial: totalDoTipo,
};
export type TipoRow = {
  id: number;
  temaId: number;
  titulo: string;
  descricao: string;
  icone: string;
  categorias: number[];
  totalMaterial: number;
};

/** Every theme, in creation order (the seed's order, then the administrators'). */
export function listTemas(db: Database): Promise<TemaRow[]> {
  return db.select(temaColumns).from(materialTema).orderBy(asc(materialTema.id));
}

export async function findTema(db: Database, id: number): Promise<TemaRow | null> {
  const [row] = await db.select(temaColumns).from(materialTema).where(eq(materialTema.id, id));
  return row ?? null;
}

/** The types of a theme, in creation order. */
export function listTipos(db: Database, temaId: number): Promise<TipoRow[]> {
  return db
    .select(tipoColumns)
    .from(materialTipo)
    .where(eq(materialTipo.temaId, temaId))
    .orderBy(asc(materialTipo.id));
}

/** A type, only when it belongs to the theme the URL names. */
export async function findTipo(db: Database, temaId: number, tipoId: number): Promise<TipoRow | null> {
  const [row] = await db
    .select(tipoColumns)
    .from(materialTipo)
    .where(and(eq(materialTipo.id, tipoId), eq(materialTipo.temaId, temaId)));
  return row ?? null;
}

const materialColumns = {
  id: material.id,
  titulo: material.titulo,
  descricao: material.descricao,
  arquivo: material.arquivo,
  nomearquivo: material.nomearquivo,
  tipoConteudo: material.tipoConteudo,
  tamanho: material.tamanho,
  link: material.link,
};
export type MaterialRow = {
  id: number;
  titulo: string;
  descricao: string;
  arquivo: string | null;
  nomearquivo: string | null;
  tipoConteudo: string | null;
  tamanho: number | null;
  link: string | null;
};

/** The materials of a type, in creation order. */
export function listMateriais(db: Database, tipoId: number): Promise<MaterialRow[]> {
  return db
    .select(materialColumns)
    .from(material)
    .where(eq(material.tipoId, tipoId))
    .orderBy(asc(material.id));
}

/**
 * The material a stored file key belongs to. Only keys of materials are served: a key of any other
 * stored file (evidence, exports) answers like a missing one.
 */
export async function findMaterialPorArquivo(db: Database, arquivo: string): Promise<MaterialRow | null> {
  const [row] = await db.select(materialColumns).from(material).where(eq(material.arquivo, arquivo));
  return row ?? null;
}

/** The edition producers fill now: the newest available one (as the unit page picks it). */
export async function edicaoAtual(db: Database): Promise<{ id: number; ano: number } | null> {
  const [row] = await db
    .select({ id: edicao.id, ano: edicao.ano })
    .from(edicao)
    .where(eq(edicao.disponivel, true))
    .orderBy(desc(edicao.ano), desc(edicao.id))
    .limit(1);
  return row ?? null;
}

export interface ApoioRow {
  id: number;
  titulo: string;
  url: string;
  principioCodigo: number;
  principio: string;
  indicadorId: number;
  codigo: string;
  indicadorTitulo: string;
  categoriaId: number;
}

/**
 * GET Apoio: the support links of the current edition, in principle and indicator code order
 * (then as inserted). With a category, only its links on indicators that apply to it: exactly
 * what the answering screen and the reports show a unit of that category.
 */
export async function listApoio(
  db: Database,
  filtro: ApoioQuery,
): Promise<{ edicao: { id: number; ano: number } | null; itens: ApoioRow[] }> {
  const atual = await edicaoAtual(db);
  if (!atual) return { edicao: null, itens: [] };
  const condicoes: SQL[] = [eq(principio.edicaoId, atual.id)];
  if (filtro.categoria_id !== undefined) {
    condicoes.push(eq(apoio.categoriaId, filtro.categoria_id), indicadorSeAplicaSql(filtro.categoria_id));
  }
  if (filtro.principio !== undefined) condicoes.push(eq(principio.codigo, filtro.principio));
  const rows = await comPrincipioDoIndicador(
    db
      .select({
        id: apoio.id,
        titulo: apoio.titulo,
        url: apoio.url,
        principioCodigo: principio.codigo,
        principio: principio.titulo,
        indicadorId: indicador.id,
        codigo: indicador.codigo,
        indicadorTitulo: indicador.titulo,
        categoriaId: apoio.categoriaId,
      })
      .from(apoio)
      .innerJoin(indicador, eq(indicador.id, apoio.indicadorId))
      .$dynamic(),
  )
    .where(and(...condicoes))
    .orderBy(asc(apoio.id));
  // Codes sort as numbers ('1.2.10' after '1.2.9'): the shared rule, not SQL text order.
  const itens = rows
    .map((r, ordem) => ({ r, ordem }))
    .sort(
      (a, b) =>
        compararPorCodigo(
          { principioCodigo: a.r.principioCodigo, codigo: a.r.codigo, resposta: null },
          { principioCodigo: b.r.principioCodigo, codigo: b.r.codigo, resposta: null },
        ) ||
        a.r.categoriaId - b.r.categoriaId ||
        a.ordem - b.ordem,
    )
    .map(({ r }) => r);
  return { edicao: atual, itens };
}
