import { describe, expect, it } from 'vitest';
import { calendarioDoPrazo, dobrarLinha, escaparTexto } from './agenda';

const base = {
  uid: 'plano-acao-item-9@guia',
  data: '2027-05-10',
  titulo: 'Prazo: 1.1.1 Planejamento',
  lembrete: 'Faltam 7 dias para o prazo desta ação',
  agora: new Date('2026-05-10T15:04:05.678Z'),
};

describe('calendarioDoPrazo', () => {
  it('writes one all-day event with a reminder a week before, every line ended by CRLF', () => {
    const ics = calendarioDoPrazo({ ...base, descricao: 'Cercar as nascentes' });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Guia//Plano de ação//PT-BR',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:plano-acao-item-9@guia',
      'DTSTAMP:20260510T150405Z',
      'DTSTART;VALUE=DATE:20270510',
      'DTEND;VALUE=DATE:20270511',
      'SUMMARY:Prazo: 1.1.1 Planejamento',
      'DESCRIPTION:Cercar as nascentes',
      'TRANSP:TRANSPARENT',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Faltam 7 dias para o prazo desta ação',
      'TRIGGER:-P6DT15H',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('ends the event on the next day across a month and a year', () => {
    expect(calendarioDoPrazo({ ...base, data: '2027-02-28' })).toContain('DTEND;VALUE=DATE:20270301\r\n');
    expect(calendarioDoPrazo({ ...base, data: '2027-12-31' })).toContain('DTEND;VALUE=DATE:20280101\r\n');
  });

  it('leaves DESCRIPTION out when there is none, and escapes the summary', () => {
    const ics = calendarioDoPrazo({ ...base, titulo: 'Água; cercas, e \\ barras' });
    expect(ics).toContain('SUMMARY:Água\\; cercas\\, e \\\\ barras\r\n');
    expect(ics.match(/^DESCRIPTION:/gm)).toHaveLength(1);
  });
});

describe('escaparTexto', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escaparTexto('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
});

describe('dobrarLinha', () => {
  const octetos = (s: string) => new TextEncoder().encode(s).length;

  it('keeps a short line whole', () => {
    expect(dobrarLinha('SUMMARY:curto')).toBe('SUMMARY:curto');
  });

  it('folds at 75 octets with a leading space, never splitting an accented letter', () => {
    const linha = `DESCRIPTION:${'ação '.repeat(40)}`;
    const partes = dobrarLinha(linha).split('\r\n');
    expect(partes.length).toBeGreaterThan(2);
    for (const p of partes) expect(octetos(p)).toBeLessThanOrEqual(75);
    for (const p of partes.slice(1)) expect(p.startsWith(' ')).toBe(true);
    // Unfolding (RFC 5545 §3.1) gives the line back.
    expect(partes.join('\r\n').replace(/\r\n /g, '')).toBe(linha);
  });
});
