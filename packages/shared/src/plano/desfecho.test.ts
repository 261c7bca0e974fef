import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contarAtingidas, DESFECHOS, type Desfecho, desfecho } from './desfecho.ts';

/** A valid target: a current weight 1..4 and a goal above it, up to 5. */
const meta = fc
  .integer({ min: 1, max: 4 })
  .chain((atual) => fc.tuple(fc.constant(atual), fc.integer({ min: atual + 1, max: 5 })));
const obtido = fc.integer({ min: 1, max: 5 });
/** Progress order: a higher weight obtained never gives a worse outcome. */
const ORDEM: Desfecho[] = ['recuou', 'manteve', 'avancou', 'atingida'];

describe('desfecho', () => {
  it('reads the examples of the plan screen', () => {
    expect(desfecho(2, 4, 4)).toBe('atingida');
    expect(desfecho(2, 4, 5)).toBe('atingida');
    expect(desfecho(2, 4, 3)).toBe('avancou');
    expect(desfecho(2, 4, 2)).toBe('manteve');
    expect(desfecho(2, 4, 1)).toBe('recuou');
    expect(desfecho(2, 4, 0)).toBe('nao_avaliavel');
    expect(desfecho(2, 4, null)).toBe('nao_avaliavel');
    expect(desfecho(2, 4, 'ausente')).toBe('nao_avaliavel');
  });

  it('is met exactly when the weight obtained reaches the target', () => {
    fc.assert(
      fc.property(meta, obtido, ([atual, alvo], o) => {
        expect(desfecho(atual, alvo, o) === 'atingida').toBe(o >= alvo);
      }),
    );
  });

  it('never gets worse as the weight obtained grows (monotone)', () => {
    fc.assert(
      fc.property(meta, obtido, obtido, ([atual, alvo], a, b) => {
        const [baixo, alto] = a <= b ? [a, b] : [b, a];
        expect(ORDEM.indexOf(desfecho(atual, alvo, baixo))).toBeLessThanOrEqual(
          ORDEM.indexOf(desfecho(atual, alvo, alto)),
        );
      }),
    );
  });

  it('compares with the level when the plan was made: above, same or below', () => {
    fc.assert(
      fc.property(meta, obtido, ([atual, alvo], o) => {
        const d = desfecho(atual, alvo, o);
        if (o < alvo) expect(d).toBe(o > atual ? 'avancou' : o === atual ? 'manteve' : 'recuou');
      }),
    );
  });

  it('cannot judge an unanswered, not applicable or removed indicator', () => {
    fc.assert(
      fc.property(meta, fc.constantFrom<null | 'ausente' | 0>(null, 'ausente', 0), ([atual, alvo], o) => {
        expect(desfecho(atual, alvo, o)).toBe('nao_avaliavel');
      }),
    );
  });

  it('refuses what is not a target: a goal not above the current level, or weights off the 0-5 scale', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 5 }), (atual, alvo) => {
        fc.pre(alvo <= atual);
        expect(() => desfecho(atual, alvo, 3)).toThrow(RangeError);
      }),
    );
    expect(() => desfecho(0, 3, 3)).toThrow(RangeError); // 'Não se aplica' has no target
    expect(() => desfecho(2, 6, 3)).toThrow(RangeError);
    expect(() => desfecho(2, 4, 7)).toThrow(RangeError);
    expect(() => desfecho(2.5, 4, 3)).toThrow(RangeError);
  });

  it('always answers one of the five outcomes', () => {
    fc.assert(
      fc.property(
        meta,
        fc.oneof(obtido, fc.constantFrom<null | 'ausente'>(null, 'ausente')),
        ([atual, alvo], o) => {
          expect(DESFECHOS).toContain(desfecho(atual, alvo, o));
        },
      ),
    );
  });
});

describe('contarAtingidas', () => {
  it('counts the met targets among all', () => {
    expect(contarAtingidas(['atingida', 'recuou', 'nao_avaliavel', 'atingida'])).toEqual({
      atingidas: 2,
      total: 4,
    });
    expect(contarAtingidas([])).toEqual({ atingidas: 0, total: 0 });
  });
});
