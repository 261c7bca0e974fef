/** Keys of the locally stored flags (spec §3 "Locally stored flags"). */
export const storageKeys = {
  cookieConsent: 'guia.cookie-consent',
  selection: 'guia.selecao',
  orientacao: (questionarioId: number) => `guia.orientacao.${questionarioId}`,
} as const;

/** Clears the stored {product}, questionnaire, principle and choices (on leaving and on logout). */
export function clearQuestionnaireState() {
  localStorage.removeItem(storageKeys.selection);
}

/** The {product}, questionnaire and principle being answered or viewed. */
export interface QuestionnaireSelection {
  objetoId: number;
  productId: number;
  questionarioId: number;
  principioId?: number;
}

/** Opening a report: clears the stored questionnaire state and stores the chosen one. */
export function selectQuestionnaire(selection: QuestionnaireSelection) {
  clearQuestionnaireState();
  localStorage.setItem(storageKeys.selection, JSON.stringify(selection));
}

/** Window event that reopens the cookie preferences (fired by footer links, heard by the consent bar). */
export const OPEN_COOKIE_PREFERENCES_EVENT = 'guia:open-cookie-preferences';
