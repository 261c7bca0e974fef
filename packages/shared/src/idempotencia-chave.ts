/**
 * Idempotent writes (issue 16, IETF httpapi Idempotency-Key draft): a client-generated UUID in the
 * `Idempotency-Key` request header names one intended write. The same key with the same body
 * answers the first result again and changes nothing; the same key with another body is refused
 * (422); a key whose first request is still running answers 409. Without the header a route
 * behaves as it always did. Keys are kept per user for at least `IDEMPOTENCIA_DIAS` days.
 *
 * No zod here: the answer outbox of the answering screen reads these without downloading the schema
 * library (issue 16 §4); the header's schema is in schemas/idempotencia.ts.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** How long the server keeps a key and the answer it gave (at least). */
export const IDEMPOTENCIA_DIAS = 30;

export const MENSAGENS_IDEMPOTENCIA = {
  chaveInvalida: 'O cabeçalho Idempotency-Key deve ser um UUID.',
  chaveReusada:
    'Este envio usa a mesma chave de um envio anterior com outro conteúdo. Gere uma nova chave para um novo envio.',
  emAndamento: 'Este envio ainda está sendo processado. Tente novamente em instantes.',
} as const;
