import type { Categoria, Cidade, Estado, ItemLista } from '@guia/shared';
import { asc, eq } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';
import { dictionaryOrder } from './fold-text.ts';

const { categoria, atividade, sistemaAdotado, uf, municipio } = schema;

export function listCategorias(db: Database, onlyActive: boolean): Promise<Categoria[]> {
  const query = db
    .select({
      id: categoria.id,
      sigla: categoria.sigla,
      titulo: categoria.titulo,
      descricao: categoria.descricao,
      cor: categoria.cor,
      ativo: categoria.ativo,
    })
    .from(categoria)
    .$dynamic();
  return (onlyActive ? query.where(eq(categoria.ativo, true)) : query).orderBy(asc(categoria.id));
}

export function listAtividades(db: Database): Promise<ItemLista[]> {
  return db
    .select({ id: atividade.id, descricao: atividade.descricao })
    .from(atividade)
    .orderBy(asc(atividade.id));
}

export function listSistemasAdotados(db: Database): Promise<ItemLista[]> {
  return db
    .select({ id: sistemaAdotado.id, descricao: sistemaAdotado.descricao })
    .from(sistemaAdotado)
    .orderBy(asc(sistemaAdotado.id));
}

export function listEstados(db: Database): Promise<Estado[]> {
  return db
    .select({ sigla: uf.sigla, nome: uf.nome, regiao: uf.regiao })
    .from(uf)
    .orderBy(...dictionaryOrder(uf.nome));
}

/** The municipalities of one UF in dictionary order; null when the UF does not exist. */
export async function listCidades(db: Database, sigla: string): Promise<Cidade[] | null> {
  const [estado] = await db.select({ sigla: uf.sigla }).from(uf).where(eq(uf.sigla, sigla));
  if (!estado) return null;
  return db
    .select({ codigo: municipio.codigo, nome: municipio.nome })
    .from(municipio)
    .where(eq(municipio.uf, sigla))
    .orderBy(...dictionaryOrder(municipio.nome));
}
