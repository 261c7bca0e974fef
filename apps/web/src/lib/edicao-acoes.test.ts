import type { GuiaDaUnidade, QuestionarioDaUnidade } from '@guia/shared';
import { describe, expect, it } from 'vitest';
import { acoesDaEdicao } from './edicao-acoes';

const q = (id: number, patch: Partial<QuestionarioDaUnidade> = {}): QuestionarioDaUnidade => ({
  id,
  guia_id: 3,
  criadoem: '2026-04-01T12:00:00.000Z',
  dataenvio: null,
  totalRespondido: 0,
  percentual: 0,
  finalizado: false,
  finalizadoem: null,
  ...patch,
});
const fim = (id: number, em: string) => q(id, { finalizado: true, finalizadoem: em, dataenvio: em });
const edicao = (patch: Partial<GuiaDaUnidade>): GuiaDaUnidade => ({
  id: 3,
  ano: 2026,
  disponivel: true,
  datadisponivel: null,
  finalizado: false,
  finalizadoem: null,
  hasOpenForm: false,
  totalPerguntas: 39,
  totalRespondido: 0,
  questionarios: [],
  ...patch,
});

describe('acoesDaEdicao (screen 10)', () => {
  it("offers 'Iniciar primeiro' only for an available edition never filled", () => {
    expect(acoesDaEdicao(edicao({}))).toEqual({
      aberto: null,
      finalizados: [],
      iniciar: 'primeiro',
      encerrado: false,
    });
    expect(acoesDaEdicao(edicao({ disponivel: false })).iniciar).toBeNull();
  });
  it("right after finishing: the report and 'Novo preenchimento', never 'Iniciar' again", () => {
    const feito = fim(40, '2026-05-10T17:05:00.000Z');
    expect(acoesDaEdicao(edicao({ finalizado: true, questionarios: [feito] }))).toEqual({
      aberto: null,
      finalizados: [feito],
      iniciar: 'novo',
      encerrado: false,
    });
  });
  it('an open form is continued, and no new filling is offered beside it', () => {
    const aberto = q(41);
    const a = acoesDaEdicao(
      edicao({ hasOpenForm: true, questionarios: [fim(40, '2026-05-10T17:05:00Z'), aberto] }),
    );
    expect(a.aberto).toBe(aberto);
    expect(a.iniciar).toBeNull();
  });
  it('a closed edition (made available, then closed) is encerrado: nothing to continue or start', () => {
    const a = acoesDaEdicao(
      edicao({
        disponivel: false,
        datadisponivel: '2025-03-01T12:00:00Z',
        hasOpenForm: true,
        questionarios: [q(41)],
      }),
    );
    expect(a).toMatchObject({ encerrado: true, aberto: null, iniciar: null });
  });
  it('lists two finished fillings of the same year newest first', () => {
    const a = acoesDaEdicao(
      edicao({ questionarios: [fim(40, '2026-03-12T17:05:00.000Z'), fim(41, '2026-03-12T19:30:00.000Z')] }),
    );
    expect(a.finalizados.map((f) => f.id)).toEqual([41, 40]);
  });
});
