import { MENSAGENS_PLANO } from '@guia/shared';
import { describe, expect, it } from 'vitest';
import { candidatosDoQuestionario, corpoDoPlano, errosDoItem, itemInicial } from './candidatos';
import { estruturaFixture } from './testing/fixtures';

describe('candidatosDoQuestionario', () => {
  it("takes the answered indicators below the top level, 'Não se aplica' and the top left out", () => {
    const candidatos = candidatosDoQuestionario(estruturaFixture());
    expect(candidatos.map((c) => [c.indicadorId, c.pesoAtual])).toEqual([
      [101, 1],
      [102, 2],
      [201, 3],
      [202, 1],
      [301, 2],
      [302, 4],
    ]);
    const [planejamento] = candidatos;
    expect(planejamento?.nivelAtual).toBe('Inicial em Planejamento');
    expect(planejamento?.niveisAcima.map((n) => n.peso)).toEqual([2, 3, 4, 5]);
    expect(planejamento?.principio).toEqual({ codigo: 1, titulo: 'Gestão' });
  });

  it('leaves out an unanswered indicator', () => {
    const estrutura = estruturaFixture();
    const indicador = estrutura.principios[0]!.criterios[0]!.indicadores[0]!;
    indicador.resposta = null;
    expect(candidatosDoQuestionario(estrutura).map((c) => c.indicadorId)).not.toContain(101);
  });
});

describe('errosDoItem', () => {
  const [c] = candidatosDoQuestionario(estruturaFixture());
  const item = { ...itemInicial(c!, '2027-05-20'), acoes: 'Fazer' };

  it('accepts a target above, a deadline from today on and the actions', () => {
    expect(errosDoItem(item, c!.niveisAcima, '2026-05-20')).toEqual({});
    expect(errosDoItem({ ...item, prazo: '2026-05-20' }, c!.niveisAcima, '2026-05-20')).toEqual({});
  });

  it('names each wrong field with the contract messages', () => {
    expect(
      errosDoItem(
        { ...item, peso_meta: '1', prazo: '2026-05-19', acoes: ' ', responsavel: 'x'.repeat(121) },
        c!.niveisAcima,
        '2026-05-20',
      ),
    ).toEqual({
      peso_meta: MENSAGENS_PLANO.metaInvalida,
      prazo: MENSAGENS_PLANO.prazoPassado,
      acoes: MENSAGENS_PLANO.acoes,
      responsavel: MENSAGENS_PLANO.responsavelLongo,
    });
    expect(errosDoItem({ ...item, prazo: '2027-02-30' }, c!.niveisAcima, '2026-05-20').prazo).toBe(
      MENSAGENS_PLANO.prazoInvalido,
    );
    expect(errosDoItem({ ...item, acoes: 'a'.repeat(501) }, c!.niveisAcima, '2026-05-20').acoes).toBe(
      MENSAGENS_PLANO.acoesLongas,
    );
  });
});

describe('corpoDoPlano', () => {
  it('sends numbers, trimmed texts and a missing person in charge as null', () => {
    expect(
      corpoDoPlano(31, [
        { indicador_id: 101, peso_meta: '3', prazo: ' 2027-05-20 ', acoes: ' Fazer ', responsavel: '  ' },
      ]),
    ).toEqual({
      questionario_id: 31,
      itens: [{ indicador_id: 101, peso_meta: 3, prazo: '2027-05-20', acoes: 'Fazer', responsavel: null }],
    });
  });
});
