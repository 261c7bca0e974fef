import { describe, expect, it } from 'vitest';
import { dataIsoValida, diasAte, hojeEm, prazoPadrao } from '../datas.ts';
import { planoAcaoBody } from './plano-acao.ts';

const item = { indicador_id: 7, peso_meta: 4, prazo: '2027-11-30', acoes: 'Cercar as nascentes' };

describe('planoAcaoBody', () => {
  it('takes a plan with its items, the person in charge optional', () => {
    const v = planoAcaoBody.parse({
      questionario_id: 3,
      itens: [item, { ...item, indicador_id: 8, responsavel: ' Ana ' }],
    });
    expect(v.itens.map((i) => i.responsavel)).toEqual([null, 'Ana']);
  });

  it('refuses per field: no items, a repeated indicator, a bad date, empty actions, a target off the scale', () => {
    const erros = (body: unknown) =>
      planoAcaoBody.safeParse(body).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(erros({ questionario_id: 3, itens: [] })).toEqual(['itens: Escolha ao menos um indicador']);
    expect(erros({ questionario_id: 3, itens: [item, item] })).toEqual([
      'itens.1.indicador_id: Este indicador já está no plano',
    ]);
    expect(erros({ questionario_id: 3, itens: [{ ...item, prazo: '2027-02-30' }] })).toEqual([
      'itens.0.prazo: Informe a data no formato AAAA-MM-DD',
    ]);
    expect(erros({ questionario_id: 3, itens: [{ ...item, acoes: '  ' }] })).toEqual([
      'itens.0.acoes: Descreva o que você vai fazer',
    ]);
    expect(erros({ questionario_id: 3, itens: [{ ...item, peso_meta: 6 }] })).toEqual([
      'itens.0.peso_meta: Escolha um nível acima do atual',
    ]);
    expect(erros({ questionario_id: 3, itens: [{ ...item, acoes: 'x'.repeat(501) }] })).toEqual([
      'itens.0.acoes: Use no máximo 500 caracteres',
    ]);
  });
});

describe('dates of a plan', () => {
  it('knows real calendar days', () => {
    expect(dataIsoValida('2028-02-29')).toBe(true);
    expect(dataIsoValida('2027-02-29')).toBe(false);
    expect(dataIsoValida('27-02-01')).toBe(false);
  });

  it("takes today in Brasília's time zone", () => {
    // 02:00 UTC on 1 December is still 30 November in Brasília (UTC-3).
    expect(hojeEm(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11-30');
  });

  it('defaults the deadline to twelve months on, the month end when the day does not exist', () => {
    expect(prazoPadrao('2026-11-27')).toBe('2027-11-27');
    expect(prazoPadrao('2028-02-29')).toBe('2029-02-28');
    expect(prazoPadrao('2026-08-31', 6)).toBe('2027-02-28');
  });

  it('counts the days to a deadline', () => {
    expect(diasAte('2026-12-27', '2026-11-27')).toBe(30);
    expect(diasAte('2026-11-20', '2026-11-27')).toBe(-7);
  });
});
