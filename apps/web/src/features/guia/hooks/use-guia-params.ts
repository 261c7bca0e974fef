import { useParams } from 'react-router';

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
