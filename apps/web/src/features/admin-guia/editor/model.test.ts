import { MENSAGEM_TEXTO_VALIDO } from '@guia/shared';
import { describe, expect, it } from 'vitest';
import {
  type CriterioDraft,
  localizarIndicador,
  moverIndicador,
  moverIndicadorPara,
  novoCriterio,
  novoIndicador,
  novoNivel,
  pesoDoNovoNivel,
  toBody,
  validarEstrutura,
} from './model';

function criterio(titulo: string, indicadores: string[]): CriterioDraft {
  return {
    ...novoCriterio(),
    titulo,
    indicadores: indicadores.map((t) => ({ ...novoIndicador(), titulo: t })),
  };
}

const titulos = (cs: CriterioDraft[]) => cs.map((c) => c.indicadores.map((i) => i.titulo));

describe('pesoDoNovoNivel', () => {
  it('goes 1, 2, 3, 4, 5 then wraps to 0, and stops at six levels', () => {
    const niveis: { peso: number }[] = [];
    const pesos: (number | null)[] = [];
    for (let i = 0; i < 7; i++) {
      const peso = pesoDoNovoNivel(niveis);
      pesos.push(peso);
      if (peso !== null) niveis.push({ peso });
    }
    expect(pesos).toEqual([1, 2, 3, 4, 5, 0, null]);
  });

  it('skips a weight already taken', () => {
    expect(pesoDoNovoNivel([{ peso: 2 }, { peso: 1 }])).toBe(3);
    expect(pesoDoNovoNivel([{ peso: 0 }, { peso: 5 }])).toBe(1);
  });
});

describe('moverIndicador', () => {
  const inicial = [criterio('A', ['a1', 'a2']), criterio('B', ['b1'])];

  it('swaps inside a criterion', () => {
    const r = moverIndicador(inicial, { criterio: 0, indicador: 1 }, -1);
    expect(titulos(r!.criterios)).toEqual([['a2', 'a1'], ['b1']]);
    expect(r!.destino).toEqual({ criterio: 0, indicador: 0 });
  });

  it('from the top of a criterion goes to the end of the previous one, and back down to the start', () => {
    const up = moverIndicador(inicial, { criterio: 1, indicador: 0 }, -1)!;
    expect(titulos(up.criterios)).toEqual([['a1', 'a2', 'b1'], []]);
    expect(up.destino).toEqual({ criterio: 0, indicador: 2 });
    const down = moverIndicador(up.criterios, up.destino, 1)!;
    expect(titulos(down.criterios)).toEqual([['a1', 'a2'], ['b1']]);
  });

  it('cannot move the first indicator up nor the last one down', () => {
    expect(moverIndicador(inicial, { criterio: 0, indicador: 0 }, -1)).toBeNull();
    expect(moverIndicador(inicial, { criterio: 1, indicador: 0 }, 1)).toBeNull();
  });
});

describe('localizarIndicador and moverIndicadorPara', () => {
  const criterios = () => [criterio('A', ['a1', 'a2']), criterio('B', ['b1']), criterio('C', [])];

  it('finds an indicator by its key, and nothing for an unknown key', () => {
    const cs = criterios();
    expect(localizarIndicador(cs, cs[1]!.indicadores[0]!.key)).toEqual({ criterio: 1, indicador: 0 });
    expect(localizarIndicador(cs, 'nenhum')).toBeNull();
  });

  it('carries the same indicator into another criterion at the given place', () => {
    const cs = criterios();
    const a2 = cs[0]!.indicadores[1]!;
    const movido = moverIndicadorPara(cs, { criterio: 0, indicador: 1 }, { criterio: 1, indicador: 0 });
    expect(titulos(movido)).toEqual([['a1'], ['a2', 'b1'], []]);
    expect(movido[1]!.indicadores[0]).toBe(a2);
    // Into an empty criterion, and a place past the end is the end.
    const vazio = moverIndicadorPara(movido, { criterio: 1, indicador: 1 }, { criterio: 2, indicador: 9 });
    expect(titulos(vazio)).toEqual([['a1'], ['a2'], ['b1']]);
    // The input is left as it was.
    expect(titulos(cs)).toEqual([['a1', 'a2'], ['b1'], []]);
  });

  it('reorders within a criterion and ignores a position that holds nothing', () => {
    const cs = criterios();
    expect(
      titulos(moverIndicadorPara(cs, { criterio: 0, indicador: 0 }, { criterio: 0, indicador: 1 })),
    ).toEqual([['a2', 'a1'], ['b1'], []]);
    expect(
      titulos(moverIndicadorPara(cs, { criterio: 2, indicador: 0 }, { criterio: 0, indicador: 0 })),
    ).toEqual(titulos(cs));
  });
});

describe('toBody and validarEstrutura', () => {
  it('sends ids only for existing items and numbers for categories', () => {
    const c = criterio('A', ['a1']);
    c.id = 4;
    c.indicadores[0]!.categorias = ['2', '3'];
    c.indicadores[0]!.niveis = [{ ...novoNivel(1), descricao: 'Inicial' }];
    expect(toBody({ criterios: [c] })).toEqual([
      {
        id: 4,
        titulo: 'A',
        descricao: '',
        indicadores: [
          expect.objectContaining({
            titulo: 'a1',
            categorias: [2, 3],
            niveis: [{ peso: 1, descricao: 'Inicial' }],
          }),
        ],
      },
    ]);
    expect(toBody({ criterios: [c] })[0]!.indicadores[0]).not.toHaveProperty('id');
  });

  it('maps the contract’s messages to the field paths', () => {
    const c = criterio(' ', ['']);
    const errors = validarEstrutura({ criterios: [c] });
    expect(errors['criterios.0.titulo']).toBe(MENSAGEM_TEXTO_VALIDO);
    expect(errors['criterios.0.indicadores.0.titulo']).toBe(MENSAGEM_TEXTO_VALIDO);
    expect(errors['criterios.0.indicadores.0.niveis']).toBe('Cadastre ao menos um nível');
  });
});
