import type { Actor } from '../access/actor.ts';
import { canReadQuestionario, type QuestionarioOwnership } from './questionario.policy.ts';

/** Evidence files are read by whoever may read their questionnaire: the owner or an administrator. */
export function canReadEvidencia(actor: Actor, questionario: QuestionarioOwnership): boolean {
  return canReadQuestionario(actor, questionario);
}

/**
 * Only the owner sends and removes evidence: the assessment is self-declared, so a file an
 * administrator added or removed would change what the producer declared. Administrators read it.
 */
export function canChangeEvidencia(actor: Actor, questionario: QuestionarioOwnership): boolean {
  return actor.id === questionario.usuarioId;
}
