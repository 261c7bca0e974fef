import { dataIsoBr } from '@guia/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lembreteDevido } from './lembretes.ts';

describe('lembreteDevido', () => {
  const criado = '2026-01-10';
  it('reminds 30 and 7 days before, and on the deadline', () => {
    expect(lembreteDevido('2026-12-31', '2026-11-30', criado)).toBeNull(); // 31 days
    expect(lembreteDevido('2026-12-31', '2026-12-01', criado)).toBe('30d');
    expect(lembreteDevido('2026-12-31', '2026-12-23', criado)).toBe('30d'); // 8 days
    expect(lembreteDevido('2026-12-31', '2026-12-24', criado)).toBe('7d');
    expect(lembreteDevido('2026-12-31', '2026-12-31', criado)).toBe('prazo');
    expect(lembreteDevido('2026-12-31', '2027-01-05', criado)).toBe('prazo'); // overdue: still once
  });

  it('skips a window that opened before the target was set', () => {
    // Set 20 days before its deadline: no '30 days' reminder; the first is at 7 days.
    expect(lembreteDevido('2026-12-31', '2026-12-11', '2026-12-11')).toBeNull();
    expect(lembreteDevido('2026-12-31', '2026-12-24', '2026-12-11')).toBe('7d');
    // Set 5 days before: only the deadline.
    expect(lembreteDevido('2026-12-31', '2026-12-26', '2026-12-26')).toBeNull();
    expect(lembreteDevido('2026-12-31', '2026-12-31', '2026-12-26')).toBe('prazo');
  });

  it('moves only towards more urgent reminders as the days pass (property)', () => {
    const ordem = [null, '30d', '7d', 'prazo'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 400 }), (a, b) => {
        const dia = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
        const [antes, depois] = a <= b ? [a, b] : [b, a];
        const prazo = dia(365);
        const r1 = ordem.indexOf(lembreteDevido(prazo, dia(antes), dia(0)));
        const r2 = ordem.indexOf(lembreteDevido(prazo, dia(depois), dia(0)));
        expect(r2).toBeGreaterThanOrEqual(r1);
      }),
    );
  });

  it('writes dates the Brazilian way', () => {
    expect(dataIsoBr('2027-03-09')).toBe('09/03/2027');
  });
});
