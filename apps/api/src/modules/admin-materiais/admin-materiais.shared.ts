import { asc, desc, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';
import type { FileStore } from '../../plugins/file-store.ts';

/** The OpenAPI tag of every route of the library. */
export const tags = ['Admin: materiais de apoio'];

/** The administrator acting on a request. */
export const ator = (request: FastifyRequest) => currentUser(request).id;

/** Where uploaded material files live in the store; `material.arquivo` keeps the whole key, served as `Material/{arquivo}`. */
export const PREFIXO_MATERIAL = 'material';

/** ORDER BY terms in the list's direction. */
export const direcao = (order: 'asc' | 'desc', expr: SQL | SQL[]) =>
  (Array.isArray(expr) ? expr : [expr]).map((e) => (order === 'asc' ? asc(e) : desc(e)));

/** Removes stored files after the commit; a failure leaves an orphan for the sweep, never an error. */
export async function apagarArquivos(fileStore: FileStore, chaves: string[]) {
  for (const chave of chaves) await fileStore.delete(chave).catch(() => {});
}
