import { type Params, useParams } from 'react-router';
import type { GuiaKey } from '../api/get-guia';

function toId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

/** The numeric ids of the {product} routes (null when absent or malformed). */
export function useGuiaParams() {
  const params = useParams();
  return {
    objetoId: toId(params.objectId),
    productId: toId(params.productId),
    questionarioId: toId(params.questionarioId),
    principioId: toId(params.principioId),
  };
}

/** The questionnaire named by a {product} route's params, or null when one of its ids is absent or malformed. */
export function guiaKeyDosParams(params: Params): GuiaKey | null {
  const objetoId = toId(params.objectId);
  const productId = toId(params.productId);
  const questionarioId = toId(params.questionarioId);
  return objetoId && productId && questionarioId ? { objetoId, productId, questionarioId } : null;
}
