import { afterEach, describe, expect, it } from 'vitest';
import {
  clearGuiaState,
  getEscolhaPendente,
  getSelection,
  selectionFor,
  setEscolhaPendente,
  setSelection,
} from './guia-selection';

afterEach(() => sessionStorage.clear());

describe('the stored {product} selection', () => {
  it('round-trips and answers only for its unit and edition', () => {
    setSelection({ objetoId: 7, productId: 3, questionarioId: 40, principioId: 1 });
    expect(getSelection()).toEqual({ objetoId: 7, productId: 3, questionarioId: 40, principioId: 1 });
    expect(selectionFor(7, 3)?.questionarioId).toBe(40);
    expect(selectionFor(7, 4)).toBeNull();
    expect(selectionFor(8, 3)).toBeNull();
  });

  it('ignores a damaged value', () => {
    sessionStorage.setItem('guia.preenchimento', '{"objetoId":"x"');
    expect(getSelection()).toBeNull();
    sessionStorage.setItem('guia.preenchimento', JSON.stringify({ objetoId: 7, productId: 3 }));
    expect(getSelection()).toBeNull();
  });

  it('keeps unsaved choices per questionnaire and indicator, and leaving clears everything', () => {
    setSelection({ objetoId: 7, productId: 3, questionarioId: 40 });
    setEscolhaPendente(40, 101, { nivel_id: 1012, percentual: null });
    setEscolhaPendente(41, 101, { nivel_id: 1013, percentual: 50 });
    sessionStorage.setItem('outra.chave', 'fica');
    expect(getEscolhaPendente(40, 101)).toEqual({ nivel_id: 1012, percentual: null });
    expect(getEscolhaPendente(41, 101)).toEqual({ nivel_id: 1013, percentual: 50 });
    expect(getEscolhaPendente(40, 102)).toBeNull();
    clearGuiaState();
    expect(getSelection()).toBeNull();
    expect(getEscolhaPendente(40, 101)).toBeNull();
    expect(getEscolhaPendente(41, 101)).toBeNull();
    expect(sessionStorage.getItem('outra.chave')).toBe('fica');
  });
});
