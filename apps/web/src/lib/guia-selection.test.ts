import { afterEach, describe, expect, it } from 'vitest';
import { clearGuiaState, getSelection, selectionFor, setSelection } from './guia-selection';

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

  it('leaving clears the selection and the unsaved choices an earlier version kept here', () => {
    setSelection({ objetoId: 7, productId: 3, questionarioId: 40 });
    sessionStorage.setItem('guia.escolha.40.101', JSON.stringify({ nivel_id: 1012, percentual: null }));
    sessionStorage.setItem('outra.chave', 'fica');
    clearGuiaState();
    expect(getSelection()).toBeNull();
    expect(sessionStorage.getItem('guia.escolha.40.101')).toBeNull();
    expect(sessionStorage.getItem('outra.chave')).toBe('fica');
  });
});
