import { count } from 'drizzle-orm';
import type { FileStore } from '../../../plugins/file-store.ts';
import { type Database, schema } from '../../client.ts';
import { BIBLIOTECA, type TemaSeed } from './biblioteca.ts';
import { lerCartilha } from './cartilhas.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where the seed's PDFs are stored (served as `Material/material/seed/{arquivo}`). */
export const PASTA_SEED = 'material/seed';

/**
 * Inserts the starting library (themes, types, materials with our PDFs) only when there is no
 * theme at all: afterwards the library belongs to the administrators.
 */
export async function seedBiblioteca(
  tx: Transaction,
  fileStore: FileStore,
  biblioteca: readonly TemaSeed[] = BIBLIOTECA,
): Promise<void> {
  const { materialTema, materialTipo, material } = schema;
  const [existing] = await tx.select({ total: count() }).from(materialTema);
  if ((existing?.total ?? 0) > 0) return;
  for (const tema of biblioteca) {
    const [t] = await tx
      .insert(materialTema)
      .values({ titulo: tema.titulo, descricao: tema.descricao, icone: tema.icone, chave: tema.chave })
      .returning({ id: materialTema.id });
    for (const tipo of tema.tipos) {
      const [tp] = await tx
        .insert(materialTipo)
        .values({ temaId: t!.id, titulo: tipo.titulo, descricao: tipo.descricao, icone: tipo.icone })
        .returning({ id: materialTipo.id });
      for (const m of tipo.materiais) {
        if ('link' in m) {
          await tx
            .insert(material)
            .values({ tipoId: tp!.id, titulo: m.titulo, descricao: m.descricao, link: m.link });
          continue;
        }
        const arquivo = `${PASTA_SEED}/${m.cartilha.arquivo}`;
        const bytes = await lerCartilha(m.cartilha.arquivo);
        await fileStore.put(arquivo, bytes);
        // Several types may share a guide: one row per file key (the key is unique).
        await tx
          .insert(material)
          .values({
            tipoId: tp!.id,
            titulo: m.titulo,
            descricao: m.descricao,
            arquivo,
            nomearquivo: m.cartilha.arquivo,
            tipoConteudo: 'application/pdf',
            tamanho: bytes.length,
          })
          .onConflictDoNothing();
      }
    }
  }
}
