import type { Database } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { type AtoAuditado, registrarAuditoria } from '../modules/auditoria/auditoria.service.ts';
import { ACOES, type AcaoDeAcesso, type DetalhesDe } from './acoes.ts';
import type { Actor, DoProdutor } from './actor.ts';
import { concessaoDoTecnico } from './concessao.ts';

/** A producer's record as its loader returns it: whose it is, and the unit it belongs to, if any. */
export type RegistroDoProdutor = DoProdutor & { objetoId?: number };

/** No user has id 0: a record "of someone else" for asking a rule whether it lets the actor in. */
const DE_OUTRO: DoProdutor = { usuarioId: 0 };

export type OpcoesDeAcesso<A extends AcaoDeAcesso, R> = {
  /** What a missing record and a forbidden one both answer (404): no access looks like not found. */
  naoEncontrado: string;
  /** Checks of the record's state (finished, open) after the permission, before any audit row. */
  validar?: (registro: NoInfer<R>) => void;
  /**
   * The act is one SQL statement that checks a technician's grant and writes his audit row itself when it
   * goes ahead (the answer save, modules/questionario/resposta.sql.ts): the gate is asked only to decide a
   * refusal, so it writes no row (there was no act).
   */
  auditadoPeloAto?: true;
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
 *
 * A technician (issue 18) is let in on another user's record only through a live grant on its unit
 * that allows the action (`ACOES[acao].tecnico`); the grant is locked until the act's transaction ends,
 * so a write must call this with its transaction. Every technician act, read or write, is audited.
 */
export async function acessar<A extends AcaoDeAcesso, R extends RegistroDoProdutor>(
  db: Database,
  actor: Actor,
  acao: A,
  carregar: (db: Database) => Promise<R | null | undefined>,
  opcoes: OpcoesDeAcesso<A, R>,
): Promise<R> {
  const { regra, evento, tecnico } = ACOES[acao];
  const naoEncontrado = () => notFound(opcoes.naoEncontrado);
  const decidir = (registro: R | null | undefined): R => {
    // A non-owner is never let in on an act that has no audit event.
    if (!registro || !regra(actor, registro) || (registro.usuarioId !== actor.id && evento === null))
      throw naoEncontrado();
    opcoes.validar?.(registro);
    return registro;
  };
  // Only an administrator may be let in on someone else's record by the rule alone; anyone else is the
  // owner or, on a unit they were granted, a technician (issue 18). The owner's load decides alone, as before.
  if (tecnico !== null && actor.role !== 'administrador') {
    const registro = await carregar(db);
    if (!registro || registro.usuarioId === actor.id) return decidir(registro);
    return db.transaction((tx) => pelaConcessao(tx, actor, acao, registro, opcoes, naoEncontrado));
  }
  if (evento === null || !regra(actor, DE_OUTRO)) return decidir(await carregar(db));
  return db.transaction(async (tx) => {
    const decidido = decidir(await carregar(tx));
    if (decidido.usuarioId !== actor.id) {
      await registrarAuditoria(tx, {
        atorId: actor.id,
        acao: evento,
        alvoUsuarioId: decidido.usuarioId,
        objetoId: decidido.objetoId ?? null,
        detalhes: opcoes.detalhes?.(decidido) ?? {},
      } as AtoAuditado);
    }
    return decidido;
  });
}

/**
 * A technician on another user's record: let in only through a live grant on the record's unit that allows
 * the action, locked until the act's transaction ends (`concessaoDoTecnico`), and every act is audited.
 */
async function pelaConcessao<A extends AcaoDeAcesso, R extends RegistroDoProdutor>(
  tx: Database,
  actor: Actor,
  acao: A,
  registro: R,
  opcoes: OpcoesDeAcesso<A, R>,
  naoEncontrado: () => Error,
): Promise<R> {
  const permissao = ACOES[acao].tecnico;
  if (permissao === null || registro.objetoId === undefined) throw naoEncontrado();
  const autorizacaoId = await concessaoDoTecnico(tx, actor.id, registro.objetoId, permissao);
  if (autorizacaoId === null) throw naoEncontrado();
  opcoes.validar?.(registro);
  if (opcoes.auditadoPeloAto) return registro;
  await registrarAuditoria(tx, {
    atorId: actor.id,
    acao: `tecnico.${acao}`,
    alvoUsuarioId: registro.usuarioId,
    objetoId: registro.objetoId,
    detalhes: { ...(opcoes.detalhes?.(registro) ?? {}), autorizacaoId },
  });
  return registro;
}
