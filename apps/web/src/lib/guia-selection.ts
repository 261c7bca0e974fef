/**
 * The {product} being filled (spec §3 "the selected {product}, questionnaire, principle and choices"), kept in
 * sessionStorage: the routes after a principle or the finish carry no questionnaire id, and a reload on a weak
 * connection must not lose the place.
 */
export interface GuiaSelection {
  objetoId: number;
  productId: number;
  questionarioId: number;
  principioId?: number;
}

/** A choice on the answering screen (unsaved ones live in the answer outbox, `lib/outbox`). */
export interface EscolhaPendente {
  nivel_id: number | null;
  percentual: number | null;
}

const SELECTION_KEY = 'guia.preenchimento';
/** Unsaved choices as earlier versions kept them in sessionStorage (now in the outbox): cleared on leaving. */
const DRAFT_PREFIX = 'guia.escolha.';

function readJson<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function isPositiveInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

export function getSelection(): GuiaSelection | null {
  const value = readJson<Partial<GuiaSelection>>(SELECTION_KEY);
  if (!value || !isPositiveInt(value.objetoId) || !isPositiveInt(value.productId)) return null;
  if (!isPositiveInt(value.questionarioId)) return null;
  return {
    objetoId: value.objetoId,
    productId: value.productId,
    questionarioId: value.questionarioId,
    ...(isPositiveInt(value.principioId) ? { principioId: value.principioId } : {}),
  };
}

export function setSelection(selection: GuiaSelection) {
  sessionStorage.setItem(SELECTION_KEY, JSON.stringify(selection));
}

/** The stored questionnaire when it belongs to this unit and edition, else null (the caller sends to Resumo). */
export function selectionFor(objetoId: number, productId: number): GuiaSelection | null {
  const s = getSelection();
  return s && s.objetoId === objetoId && s.productId === productId ? s : null;
}

/** Leaving to the unit or report screens clears the selection and the choices (spec §4 'Leaving'). */
export function clearGuiaState() {
  sessionStorage.removeItem(SELECTION_KEY);
  for (let i = sessionStorage.length - 1; i >= 0; i--) {
    const key = sessionStorage.key(i);
    if (key?.startsWith(DRAFT_PREFIX)) sessionStorage.removeItem(key);
  }
}
