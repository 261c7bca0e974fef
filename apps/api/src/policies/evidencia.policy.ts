import type { Actor } from './objeto.policy.ts';
import { canReadQuestionario, type QuestionarioOwnership } from './questionario.policy.ts';

/** Evidence files are read by whoever may read their questionnaire: the owner or an administrator. */
export function canReadEvidencia(actor: Actor, questionario: QuestionarioOwnership): boolean {
  return canReadQuestionario(actor, questionario);
}

/**
 * The owner sends and removes evidence; administrators may too (support: attaching a document the
 * user mailed in, removing a file sent by mistake). Answers stay the owner's alone.
 */
export function canChangeEvidencia(actor: Actor, questionario: QuestionarioOwnership): boolean {
  return actor.id === questionario.usuarioId || actor.role === 'administrador';
}
