import {
  type adminCategoriaBody,
  type adminCategoriaListQuery,
  type adminCategoriaUpdateBody,
  type adminMaterialCampos,
  type adminMaterialListQuery,
  type adminTemaBody,
  type adminTemaListQuery,
  type adminTipoBody,
  ADMIN_MATERIAL_MENSAGENS as MSG,
} from '@guia/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, schema } from '../../db/client.ts';
import { paginate } from '../../db/queries/paginate.ts';
import { conflict, notFound } from '../../errors.ts';
import type { FileStore } from '../../plugins/file-store.ts';
import { type ArquivoRecebido, guardarArquivo } from '../arquivos/receber-formulario.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { containsFolded, dictionaryOrder } from '../reference/fold-text.ts';

const { materialTema: tema, materialTipo: tipo, material, categoria, objeto, indicador, apoio } = schema;

/** Where uploaded material files live in the store; `material.arquivo` keeps the whole key, served as `Material/{arquivo}`. */
export const PREFIXO_MATERIAL = 'material';

type TemaQuery = z.output<typeof adminTemaListQuery>;
type MaterialQuery = z.output<typeof adminMaterialListQuery>;
type CategoriaQuery = z.output<typeof adminCategoriaListQuery>;

const direcao = (order: 'asc' | 'desc', expr: SQL | SQL[]) =>
  (Array.isArray(expr) ? expr : [expr]).map((e) => (order === 'asc' ? asc(e) : desc(e)));

// ---------------------------------------------------------------------------------------------
// Themes

const totalDoTema = sql<number>`(select count(*)::int from ${material} m join ${tipo} t on t.id = m.tipo_id where t.tema_id = material_tema.id)`;

const colunasTema = {
  id: tema.id,
  titulo: tema.titulo,
  descricao: tema.descricao,
  icone: tema.icone,
  totalMaterial: totalDoTema,
};
export type TemaRow = { id: number; titulo: string; descricao: string; icone: string; totalMaterial: number };

/** GET Admin/MaterialApoio: a page of themes, searched by title (accents and case ignored). */
export function listarTemas(db: Database, query: TemaQuery) {
  const filtro = query.q ? containsFolded(tema.titulo, query.q) : undefined;
  const ordem = query.sort === 'totalMaterial' ? totalDoTema : dictionaryOrder(tema.titulo);
  return paginate(
    query,
    ({ limit, offset }) =>
      db
        .select(colunasTema)
        .from(tema)
        .where(filtro)
        .orderBy(...direcao(query.order, ordem), asc(tema.id))
        .limit(limit)
        .offset(offset) as Promise<TemaRow[]>,
    async () => (await db.select({ n: count() }).from(tema).where(filtro))[0]?.n ?? 0,
  );
}

export async function obterTema(db: Database, temaId: number): Promise<TemaRow> {
  const [row] = (await db.select(colunasTema).from(tema).where(eq(tema.id, temaId))) as TemaRow[];
  if (!row) throw notFound(MSG.temaNaoEncontrado);
  return row;
}

export async function criarTema(db: Database, atorId: number, body: z.output<typeof adminTemaBody>) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(tema).values(body).returning({ id: tema.id });
    await registrarAuditoria(tx, {
      atorId,
      acao: 'material.tema.criar',
      detalhes: { temaId: row!.id, titulo: body.titulo },
    });
    return row!.id;
  });
}

export async function editarTema(
  db: Database,
  atorId: number,
  temaId: number,
  body: z.output<typeof adminTemaBody>,
) {
  await db.transaction(async (tx) => {
    const [antes] = await tx.select().from(tema).where(eq(tema.id, temaId)).for('update');
    if (!antes) throw notFound(MSG.temaNaoEncontrado);
    await tx.update(tema).set(body).where(eq(tema.id, temaId));
    await registrarAuditoria(tx, {
      atorId,
      acao: 'material.tema.editar',
      detalhes: { temaId, antes: { titulo: antes.titulo, icone: antes.icone }, depois: body.titulo },
    });
  });
}

/** Deletes a theme with its types and materials; their files go after the commit. */
export async function excluirTema(
  db: Database,
  deps: { fileStore: FileStore },
  atorId: number,
  temaId: number,
) {
  const chaves = await db.transaction(async (tx) => {
    const [antes] = await tx.select().from(tema).where(eq(tema.id, temaId)).for('update');
    if (!antes) throw notFound(MSG.temaNaoEncontrado);
    const arquivos = await tx
      .select({ arquivo: material.arquivo })
      .from(material)
      .innerJoin(tipo, eq(tipo.id, material.tipoId))
      .where(eq(tipo.temaId, temaId));
    await tx.delete(tema).where(eq(tema.id, temaId));
    await registrarAuditoria(tx, {
      atorId,
      acao: 'material.tema.excluir',
      detalhes: { temaId, titulo: antes.titulo, materiais: arquivos.length },
    });
    return arquivos.map((a) => a.arquivo).filter((a): a is string => a !== null);
  });
  await apagarArquivos(deps.fileStore, chaves);
}

// ---------------------------------------------------------------------------------------------
// Types of a theme

const totalDoTipo = sql<number>`(select count(*)::int from ${material} m where m.tipo_id = material_tipo.id)`;
const colunasTipo = {
  id: tipo.id,
  temaId: tipo.temaId,
  titulo: tipo.titulo,
  descricao: tipo.descricao,
  icone: tipo.icone,
  categorias: tipo.categorias,
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

/** GET Admin/MaterialApoio/TipoMaterial/{temaId}: the theme and a page of its types. */
export async function listarTipos(db: Database, temaId: number, query: TemaQuery) {
  const doTema = await obterTema(db, temaId);
  const filtro = and(eq(tipo.temaId, temaId), query.q ? containsFolded(tipo.titulo, query.q) : undefined);
  const ordem = query.sort === 'totalMaterial' ? totalDoTipo : dictionaryOrder(tipo.titulo);
  const page = await paginate(
    query,
    ({ limit, offset }) =>
      db
        .select(colunasTipo)
        .from(tipo)
        .where(filtro)
        .orderBy(...direcao(query.order, ordem), asc(tipo.id))
        .limit(limit)
        .offset(offset) as Promise<TipoRow[]>,
    async () => (await db.select({ n: count() }).from(tipo).where(filtro))[0]?.n ?? 0,
  );
  return { tema: doTema, ...page };
}

export async function obterTipo(db: Database, temaId: number, tipoId: number): Promise<TipoRow> {
  const [row] = (await db
    .select(colunasTipo)
    .from(tipo)
    .where(and(eq(tipo.id, tipoId), eq(tipo.temaId, temaId)))) as TipoRow[];
  if (!row) throw notFound(MSG.tipoNaoEncontrado);
  return row;
}

/** The category ids that do not exist, so a type is never offered to a missing category. */
async function categoriasInexistentes(db: Pick<Database, 'select'>, ids: number[]) {
  if (ids.length === 0) return [];
  const existentes = await db
    .select({ id: categoria.id })
    .from(categoria)
    .where(sql`${categoria.id} = any(${sql.param(ids)}::int[])`);
  const set = new Set(existentes.map((c) => c.id));
  return ids.filter((id) => !set.has(id));
}

export const MENSAGEM_CATEGORIAS_INEXISTENTES = 'Uma das categorias escolhidas não existe.';

export async function criarTipo(
  db: Database,
  atorId: number,
  temaId: number,
  body: z.output<typeof adminTipoBody>,
) {
  return db.transaction(async (tx) => {
    const [doTema] = await tx.select({ id: tema.id }).from(tema).where(eq(tema.id, temaId)).for('share');
    if (!doTema) throw notFound(MSG.temaNaoEncontrado);
    const categorias = [...new Set(body.categorias)];
    if ((await categoriasInexistentes(tx, categorias)).length > 0) {
      throw conflict(MENSAGEM_CATEGORIAS_INEXISTENTES, { categorias: MENSAGEM_CATEGORIAS_INEXISTENTES });
    }
    const [row] = await tx
      .insert(tipo)
      .values({ ...body, categorias, temaId })
      .returning({ id: tipo.id });
    await registrarAuditoria(tx, {
      atorId,
      acao: 'material.tipo.criar',
      detalhes: { temaId, tipoId: row!.id, titulo: body.titulo },
    });
    return row!.id;
  });
}

export async function editarTipo(
  db: Database,
  atorId: number,
  temaId: number,
  tipoId: number,
  body: z.output<typeof adminTipoBody>,
) {
  await db.transaction(async (tx) => {
    const [antes] = await tx
      .select()
      .from(tipo)
      .where(and(eq(tipo.id, tipoId), eq(tipo.temaId, temaId)))
      .for('update');
    if (!antes) throw notFound(MSG.tipoNaoEncontrado);
    const categorias = [...new Set(body.categorias)];
    if ((await categoriasInexistentes(tx, categorias)).length > 0) {
      throw conflict(MENSAGEM_CATEGORIAS_INEXISTENTES, { categorias: MENSAGEM_CATEGORIAS_INEXISTENTES });
    }
    await tx
      .update(tipo)
      .set({ ...body, categorias })
      .where(eq(tipo.id, tipoId));
    await registrarAuditoria(tx, {
      atorId,
      acao: 'material.tipo.editar',
      detalhes: { temaId, tipoId, antes: antes.titulo, depois: body.titulo, categorias },
    });
  });
}

export async function excluirTipo(
  db: Database,
  deps: { fileStore: FileStore },
  atorId: number,
  temaId: number,
  tipoId: number,
) {
  const chaves = await db.transaction(async (tx) => {
    const [antes] = await tx
      .select()
      .from(tipo)
      .where(and(eq(tipo.id, tipoId), eq(tipo.temaId, temaId)))
      .for('update');
    if (!antes) throw notFound(MSG.tipoNaoEncontrado);
    const arquivos = await tx
      .select({ arquivo: material.arquivo })
      .from(material)
      .where(eq(material.tipoId, tipoId));
    await tx.delete(tipo).where(eq(tipo.id, tipoId));
    await registrarAuditoria(tx, {
      atorId,
      acao: 'material.tipo.excluir',
      detalhes: { temaId, tipoId, titulo: antes.titulo, materiais: arquivos.length },
    });
    return arquivos.map((a) => a.arquivo).filter((a): a is string => a !== null);
  });
  await apagarArquivos(deps.fileStore, chaves);
}

// ---------------------------------------------------------------------------------------------
// Materials of a type

export type MaterialRow = typeof material.$inferSelect;

/** GET Admin/MaterialApoio/Material/{temaId}/{tipoId}: theme, type and a page of materials. */
export async function listarMateriais(db: Database, temaId: number, tipoId: number, query: MaterialQuery) {
  const [doTema, doTipo] = [await obterTema(db, temaId), await obterTipo(db, temaId, tipoId)];
  const filtro = and(
    eq(material.tipoId, tipoId),
    query.q ? containsFolded(material.titulo, query.q) : undefined,
  );
  const ordem =
    query.sort === 'atualizadoEm' ? sql`${material.atualizadoEm}` : dictionaryOrder(material.titulo);
  const page = await paginate(
    query,
    ({ limit, offset }) =>
      db
        .select()
        .from(material)
        .where(filtro)
        .orderBy(...direcao(query.order, ordem), asc(material.id))
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(material).where(filtro))[0]?.n ?? 0,
  );
  return { tema: doTema, tipo: doTipo, ...page };
}

type Campos = z.output<typeof adminMaterialCampos>;

/** The file columns of a stored upload, or of a link (no file). */
function colunasDoConteudo(chave: string | null, arquivo: ArquivoRecebido | null, link: string | undefined) {
  return arquivo && chave
    ? {
        arquivo: chave,
        nomearquivo: arquivo.nome,
        tipoConteudo: arquivo.mime,
        tamanho: arquivo.tamanho,
        link: null,
      }
    : { arquivo: null, nomearquivo: null, tipoConteudo: null, tamanho: null, link: link ?? null };
}

/**
 * POST Admin/MaterialApoio/Material/{temaId}/{tipoId}: one file (or a link) with title and
 * description. The file is moved to its place before the row is written and removed again if the
 * transaction fails, so no row points to a missing file.
 */
export async function criarMaterial(
  db: Database,
  deps: { fileStore: FileStore },
  atorId: number,
  alvo: { temaId: number; tipoId: number },
  campos: Campos,
  arquivo: ArquivoRecebido | null,
): Promise<MaterialRow> {
  await obterTipo(db, alvo.temaId, alvo.tipoId);
  const chave = arquivo ? await guardarArquivo(deps.fileStore, arquivo, PREFIXO_MATERIAL) : null;
  try {
    return await db.transaction(async (tx) => {
      const [doTipo] = await tx
        .select({ id: tipo.id })
        .from(tipo)
        .where(and(eq(tipo.id, alvo.tipoId), eq(tipo.temaId, alvo.temaId)))
        .for('share');
      if (!doTipo) throw notFound(MSG.tipoNaoEncontrado);
      const [row] = await tx
        .insert(material)
        .values({
          tipoId: alvo.tipoId,
          titulo: campos.titulo,
          descricao: campos.descricao,
          ...colunasDoConteudo(chave, arquivo, campos.link),
        })
        .returning();
      await registrarAuditoria(tx, {
        atorId,
        acao: 'material.criar',
        detalhes: {
          ...alvo,
          materialId: row!.id,
          titulo: campos.titulo,
          arquivo: arquivo?.nome ?? null,
          link: campos.link ?? null,
        },
      });
      return row!;
    });
  } catch (error) {
    if (chave) await deps.fileStore.delete(chave).catch(() => {});
    throw error;
  }
}

/**
 * PUT Admin/MaterialApoio/Material/{temaId}/{tipoId}/{id}: title and description, and optionally
 * a new file (or a link) replacing the old one, whose stored file is removed after the commit.
 */
export async function editarMaterial(
  db: Database,
  deps: { fileStore: FileStore },
  atorId: number,
  alvo: { temaId: number; tipoId: number; id: number },
  campos: Campos,
  arquivo: ArquivoRecebido | null,
): Promise<MaterialRow> {
  await obterMaterial(db, alvo);
  const chave = arquivo ? await guardarArquivo(deps.fileStore, arquivo, PREFIXO_MATERIAL) : null;
  const trocaConteudo = arquivo !== null || campos.link !== undefined;
  try {
    const { row, antigo } = await db.transaction(async (tx) => {
      const [antes] = await tx
        .select({ id: material.id, titulo: material.titulo, arquivo: material.arquivo })
        .from(material)
        .innerJoin(tipo, eq(tipo.id, material.tipoId))
        .where(and(eq(material.id, alvo.id), eq(material.tipoId, alvo.tipoId), eq(tipo.temaId, alvo.temaId)))
        .for('update', { of: material });
      if (!antes) throw notFound(MSG.materialNaoEncontrado);
      const [row] = await tx
        .update(material)
        .set({
          titulo: campos.titulo,
          descricao: campos.descricao,
          ...(trocaConteudo ? colunasDoConteudo(chave, arquivo, campos.link) : {}),
          atualizadoEm: sql`now()`,
        })
        .where(eq(material.id, alvo.id))
        .returning();
      await registrarAuditoria(tx, {
        atorId,
        acao: 'material.editar',
        detalhes: {
          ...alvo,
          antes: antes.titulo,
          depois: campos.titulo,
          ...(trocaConteudo ? { arquivo: arquivo?.nome ?? null, link: campos.link ?? null } : {}),
        },
      });
      return { row: row!, antigo: trocaConteudo ? antes.arquivo : null };
    });
    if (antigo) await apagarArquivos(deps.fileStore, [antigo]);
    return row;
  } catch (error) {
    if (chave) await deps.fileStore.delete(chave).catch(() => {});
    throw error;
  }
}

async function obterMaterial(db: Database, alvo: { temaId: number; tipoId: number; id: number }) {
  const [row] = await db
    .select({ id: material.id })
    .from(material)
    .innerJoin(tipo, eq(tipo.id, material.tipoId))
    .where(and(eq(material.id, alvo.id), eq(material.tipoId, alvo.tipoId), eq(tipo.temaId, alvo.temaId)));
  if (!row) throw notFound(MSG.materialNaoEncontrado);
}

/** DELETE Admin/MaterialApoio/Material/{temaId}/{tipoId}/{id}: the row, then its stored file. */
export async function excluirMaterial(
  db: Database,
  deps: { fileStore: FileStore },
  atorId: number,
  alvo: { temaId: number; tipoId: number; id: number },
) {
  const chave = await db.transaction(async (tx) => {
    const [antes] = await tx
      .select({ titulo: material.titulo, arquivo: material.arquivo, nomearquivo: material.nomearquivo })
      .from(material)
      .innerJoin(tipo, eq(tipo.id, material.tipoId))
      .where(and(eq(material.id, alvo.id), eq(material.tipoId, alvo.tipoId), eq(tipo.temaId, alvo.temaId)))
      .for('update', { of: material });
    if (!antes) throw notFound(MSG.materialNaoEncontrado);
    await tx.delete(material).where(eq(material.id, alvo.id));
    await registrarAuditoria(tx, {
      atorId,
      acao: 'material.excluir',
      detalhes: { ...alvo, titulo: antes.titulo, arquivo: antes.nomearquivo },
    });
    return antes.arquivo;
  });
  if (chave) await apagarArquivos(deps.fileStore, [chave]);
}

/** Removes stored files after the commit; a failure leaves an orphan for the sweep, never an error. */
async function apagarArquivos(fileStore: FileStore, chaves: string[]) {
  for (const chave of chaves) await fileStore.delete(chave).catch(() => {});
}

// ---------------------------------------------------------------------------------------------
// Platform categories
// (The subqueries name the outer table in full: drizzle leaves a one-table query's columns unqualified.)

const totalUnidades = sql<number>`(select count(*)::int from ${objeto} o where o.categoria_id = categoria.id)`;
/** Units, indicators (of any edition), support links or material types that name the category. */
const emUso = sql<boolean>`(
  exists (select 1 from ${objeto} o where o.categoria_id = categoria.id)
  or exists (select 1 from ${indicador} i where categoria.id = any(i.categorias))
  or exists (select 1 from ${apoio} a where a.categoria_id = categoria.id)
  or exists (select 1 from ${tipo} mt where categoria.id = any(mt.categorias)))`;

const colunasCategoria = {
  id: categoria.id,
  sigla: categoria.sigla,
  titulo: categoria.titulo,
  descricao: categoria.descricao,
  cor: categoria.cor,
  ativo: categoria.ativo,
  totalUnidades,
  emUso,
};
export type CategoriaRow = {
  id: number;
  sigla: string;
  titulo: string;
  descricao: string;
  cor: string;
  ativo: boolean;
  totalUnidades: number;
  emUso: boolean;
};

/** GET Admin/Categoria: a page of categories, searched by sigla or name. */
export function listarCategorias(db: Database, query: CategoriaQuery) {
  const filtro = query.q
    ? sql`(${containsFolded(categoria.sigla, query.q)} or ${containsFolded(categoria.titulo, query.q)})`
    : undefined;
  const ordem =
    query.sort === 'totalUnidades'
      ? totalUnidades
      : query.sort === 'titulo'
        ? dictionaryOrder(categoria.titulo)
        : dictionaryOrder(categoria.sigla);
  return paginate(
    query,
    ({ limit, offset }) =>
      db
        .select(colunasCategoria)
        .from(categoria)
        .where(filtro)
        .orderBy(...direcao(query.order, ordem), asc(categoria.id))
        .limit(limit)
        .offset(offset) as Promise<CategoriaRow[]>,
    async () => (await db.select({ n: count() }).from(categoria).where(filtro))[0]?.n ?? 0,
  );
}

export async function obterCategoria(db: Database, id: number): Promise<CategoriaRow> {
  const [row] = (await db
    .select(colunasCategoria)
    .from(categoria)
    .where(eq(categoria.id, id))) as CategoriaRow[];
  if (!row) throw notFound(MSG.categoriaNaoEncontrada);
  return row;
}

async function siglaLivre(tx: Pick<Database, 'select'>, sigla: string, exceto?: number) {
  const [outra] = await tx
    .select({ id: categoria.id })
    .from(categoria)
    .where(
      and(
        sql`lower(${categoria.sigla}) = lower(${sigla})`,
        exceto === undefined ? undefined : sql`${categoria.id} <> ${exceto}`,
      ),
    );
  if (outra) throw conflict(MSG.siglaRepetida, { sigla: MSG.siglaRepetida });
}

/**
 * POST Admin/Categoria. Category ids are part of the contract (seeded 1..6, id 6 is the producer),
 * so the table has no sequence: a new id is the next after the largest, under a table lock that
 * serialises concurrent creations.
 */
export async function criarCategoria(
  db: Database,
  atorId: number,
  body: z.output<typeof adminCategoriaBody>,
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${categoria} in share row exclusive mode`);
    await siglaLivre(tx, body.sigla);
    const [row] = await tx
      .insert(categoria)
      .values({
        id: sql`(select coalesce(max(id), 0) + 1 from ${categoria})`,
        sigla: body.sigla,
        titulo: body.titulo ?? body.descricao.slice(0, 120),
        descricao: body.descricao,
        cor: body.cor,
      })
      .returning({ id: categoria.id });
    await registrarAuditoria(tx, {
      atorId,
      acao: 'categoria.criar',
      detalhes: { categoriaId: row!.id, sigla: body.sigla, cor: body.cor },
    });
    return row!.id;
  });
}

/** PUT Admin/Categoria/{id}: texts, colour, and `ativo` (a deactivated category is no longer offered to new units). */
export async function editarCategoria(
  db: Database,
  atorId: number,
  id: number,
  body: z.output<typeof adminCategoriaUpdateBody>,
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${categoria} in share row exclusive mode`);
    const [antes] = await tx.select().from(categoria).where(eq(categoria.id, id)).for('update');
    if (!antes) throw notFound(MSG.categoriaNaoEncontrada);
    if (body.sigla !== undefined) await siglaLivre(tx, body.sigla, id);
    const mudancas = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    await tx.update(categoria).set(mudancas).where(eq(categoria.id, id));
    await registrarAuditoria(tx, {
      atorId,
      acao: 'categoria.editar',
      detalhes: {
        categoriaId: id,
        antes: Object.fromEntries(Object.keys(mudancas).map((k) => [k, antes[k as keyof typeof antes]])),
        depois: mudancas,
      },
    });
  });
}

/** DELETE Admin/Categoria/{id}: refused (409) while any unit, indicator, support link or material type names it. */
export async function excluirCategoria(db: Database, atorId: number, id: number) {
  await db.transaction(async (tx) => {
    // Locked first, so no unit or indicator can take the category while it is being checked.
    const [antes] = await tx.select().from(categoria).where(eq(categoria.id, id)).for('update');
    if (!antes) throw notFound(MSG.categoriaNaoEncontrada);
    const [uso] = await tx.select({ emUso }).from(categoria).where(eq(categoria.id, id));
    if (uso?.emUso) throw conflict(MSG.categoriaEmUso);
    await tx.delete(categoria).where(eq(categoria.id, id));
    await registrarAuditoria(tx, {
      atorId,
      acao: 'categoria.excluir',
      detalhes: { categoriaId: id, sigla: antes.sigla, titulo: antes.titulo },
    });
  });
}
