import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { schema } from '../client.ts';

const { questionario, objeto, usuario } = schema;

/**
 * "A questionnaire with its owner": joins a dynamic select from `questionario` to its unit
 * (`objeto`) and the unit's owner account (`usuario`). The owner the access policies compare with
 * the actor is the unit's (`objeto.usuarioId`). Select any columns of the three tables:
 * `comDono(db.select({...}).from(questionario).$dynamic()).where(...)`.
 */
export function comDono<T extends PgSelect>(consulta: T) {
  return consulta
    .innerJoin(objeto, eq(objeto.id, questionario.objetoId))
    .innerJoin(usuario, eq(usuario.id, objeto.usuarioId));
}
