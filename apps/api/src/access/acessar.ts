import type { Database } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { type AtoAuditado, registrarAuditoria } from '../modules/auditoria/auditoria.service.ts';
import { ACOES, type AcaoDeAcesso, type DetalhesDe } from './acoes.ts';
import type { Actor, DoProdutor } from './actor.ts';

/** A producer's record as its loader returns it: whose it is, and the unit it belongs to, if any. */
export type RegistroDoProdutor = DoProdutor & { objetoId?: number };

/** No user has id 0: a record "of someone else" for asking a rule whether it lets the actor in. */
const DE_OUTRO: DoProdutor = { usuarioId: 0 };

export type OpcoesDeAcesso<A extends AcaoDeAcesso, R> = {
  /** What a missing record and a forbidden one both answer (404): no access looks like not found. */
  naoEncontrado: string;
  /** Checks of the record's state (finished, open) after the permission, before any audit row. */
  validar?: (registro: NoInfer<R>) => void;
} & ([DetalhesDe<A>] extends [never]
  ? { detalhes?: never }
  : {
      /** The facts of the audit row, typed per event. */ detalhes: (registro: NoInfer<R>) => DetalhesDe<A>;
    });

/**
 * The one gate before every read or write of a producer's record (unit, questionnaire, answers,
 * evidence, reports, PDFs, account). Loads the record with `carregar`, applies the action's rule
 * and answers 404 when the actor may not (exactly like a missing record). When the actor is not
 * the owner (an administrator reading on the owner's behalf) it writes the audit row in the same
 * transaction as the load: if the row cannot be written, nothing is answered (503).
 *
 * Called with a transaction, the row joins the act's transaction (no row, no act). An actor whom
 * the rule lets in only on their own records (every producer, every owner-only act) costs nothing
 * beyond the load: no transaction, no extra query, the owner check comes from the loaded row.
 */
export async function acessar<A extends AcaoDeAcesso, R extends RegistroDoProdutor>(
  db: Database,
  actor: Actor,
  acao: A,
  carregar: (db: Database) => Promise<R | null | undefined>,
  opcoes: OpcoesDeAcesso<A, R>,
): Promise<R> {
  const { regra, evento } = ACOES[acao];
  const decidir = (registro: R | null | undefined): R => {
    // A non-owner is never let in on an act that has no audit event.
    if (!registro || !regra(actor, registro) || (registro.usuarioId !== actor.id && evento === null))
      throw notFound(opcoes.naoEncontrado);
    opcoes.validar?.(registro);
    return registro;
  };
  if (evento === null || !regra(actor, DE_OUTRO)) return decidir(await carregar(db));
  return db.transaction(async (tx) => {
    const registro = decidir(await carregar(tx));
    if (registro.usuarioId !== actor.id) {
      await registrarAuditoria(tx, {
        atorId: actor.id,
        acao: evento,
        alvoUsuarioId: registro.usuarioId,
        objetoId: registro.objetoId ?? null,
        detalhes: opcoes.detalhes?.(registro) ?? {},
      } as AtoAuditado);
    }
    return registro;
  });
}
