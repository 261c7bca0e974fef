import type { Actor } from '../access/actor.ts';

/** The part of a questionnaire its permissions depend on: the owner of its unit. */
export interface QuestionarioOwnership {
  usuarioId: number;
}

/** The owner reads their questionnaire; administrators read any (reports on behalf of a user). */
export function canReadQuestionario(actor: Actor, questionario: QuestionarioOwnership): boolean {
  return actor.id === questionario.usuarioId || actor.role === 'administrador';
}

/** Only the owner starts, answers or finishes a questionnaire: the assessment is self-declared. */
export function canAnswerQuestionario(actor: Actor, questionario: QuestionarioOwnership): boolean {
  return actor.id === questionario.usuarioId;
}
