import type { AdminGuiaHistoricoItem } from '@guia/shared';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { cortar, detalharAlteracao } from './historico-detalhes';

const t = i18n.getFixedT('pt-BR', 'admin-guia');

const item = (acao: string, detalhes: Record<string, unknown>): AdminGuiaHistoricoItem => ({
  id: 1,
  criadoEm: '2026-02-03T15:04:00.000Z',
  atorNome: 'Ana Admin',
  acao,
  detalhes,
});

const texto = (acao: string, detalhes: Record<string, unknown>) =>
  detalharAlteracao(t, item(acao, detalhes))?.texto;

describe('detalharAlteracao', () => {
  // The shapes below are the ones admin-guia.service.ts and admin-guia.estrutura.ts write.
  it('says the indicator and the title or evidence before and after', () => {
    expect(
      texto('guia.indicador', {
        id: 101,
        indicador: '1.2.3',
        antes: 'Planejamento',
        depois: 'Planejamento da propriedade',
      }),
    ).toBe('Indicador 1.2.3: «Planejamento» → «Planejamento da propriedade»');
    // An evidence example that was empty.
    expect(
      texto('guia.evidencia', { id: 101, indicador: '1.2.3', antes: null, depois: 'Plano escrito' }),
    ).toBe('Indicador 1.2.3: (vazio) → «Plano escrito»');
  });

  it('names a level by its weight, and the "Não se aplica" level by name', () => {
    const detalhes = { id: 1003, indicador: '1.2.3', peso: 3, antes: 'Às vezes', depois: 'Quase sempre' };
    expect(texto('guia.nivel', detalhes)).toBe('Nível 3 do indicador 1.2.3: «Às vezes» → «Quase sempre»');
    expect(texto('guia.nivel', { ...detalhes, peso: 0 })).toBe(
      'Nível "Não se aplica" do indicador 1.2.3: «Às vezes» → «Quase sempre»',
    );
  });

  it('crops long texts at 80 characters on screen and keeps them whole in the full sentence', () => {
    const antes = `${'a'.repeat(70)} ${'b'.repeat(30)}`;
    const detalhe = detalharAlteracao(
      t,
      item('guia.indicador', { id: 101, indicador: '1.1.1', antes, depois: 'Curto' }),
    );
    expect(detalhe?.texto).toBe(`Indicador 1.1.1: «${'a'.repeat(70)} ${'b'.repeat(8)}…» → «Curto»`);
    expect(detalhe?.completo).toBe(`Indicador 1.1.1: «${antes}» → «Curto»`);
    expect(cortar('x'.repeat(80))).toBe('x'.repeat(80));
    expect(cortar('x'.repeat(81))).toHaveLength(80);
  });

  it('says the indicator and title of a support link added or removed', () => {
    const detalhes = {
      id: 7,
      indicador: '2.1.1',
      categoriaId: 1,
      titulo: 'Cartilha de pastagens',
      url: 'https://example.org/cartilha.pdf',
    };
    expect(texto('guia.apoio.inserir', detalhes)).toBe('Indicador 2.1.1: «Cartilha de pastagens»');
    expect(texto('guia.apoio.excluir', detalhes)).toBe('Indicador 2.1.1: «Cartilha de pastagens»');
  });

  it('says which year a duplicate was copied from, and the year of the other edition acts', () => {
    expect(texto('guia.duplicar', { ano: 2027, origem: { id: 2, ano: 2026 } })).toBe('Copiado do Guia 2026');
    expect(texto('guia.criar', { ano: 2027, principiosDe: 'semente' })).toBe('Guia 2027');
    expect(texto('guia.criar', { ano: 2027, principiosDe: 4 })).toBe('Guia 2027');
    expect(texto('guia.disponibilizar', { ano: 2026 })).toBe('Guia 2026');
    expect(texto('guia.fechar', { ano: 2026 })).toBe('Guia 2026');
    expect(texto('guia.excluir', { ano: 2026 })).toBe('Guia 2026');
  });

  it('counts what a structure save included, removed and changed, per kind', () => {
    const detalhes = {
      principio: { id: 11, codigo: 1 },
      versao: [4, 5],
      criterios: { adicionados: [], removidos: [], alterados: [] },
      indicadores: {
        adicionados: [
          { id: 201, codigo: '1.1.3', titulo: 'Novo A' },
          { id: 202, codigo: '1.2.2', titulo: 'Novo B' },
        ],
        removidos: [{ id: 102, codigo: '1.1.2', titulo: 'Registros' }],
        alterados: [
          { id: 101, codigo: '1.2.1', campos: { codigo: ['1.1.1', '1.2.1'], criterioId: [21, 22] } },
          { id: 103, codigo: '1.2.2', campos: { titulo: ['A', 'B'] } },
          { id: 104, codigo: '1.2.3', campos: { possuigee: [false, true] } },
        ],
      },
      niveis: {
        adicionados: [{ indicador: '1.1.3', peso: 1, descricao: 'Nunca' }],
        removidos: [],
        alterados: [],
      },
    };
    expect(texto('guia.estrutura', detalhes)).toBe(
      'Princípio 1: 2 indicadores incluídos, 1 excluído, 3 alterados; 1 nível incluído',
    );
    expect(
      texto('guia.estrutura', {
        principio: { id: 12, codigo: 2 },
        criterios: { adicionados: [{ codigo: 3, titulo: 'Água' }], removidos: [], alterados: [] },
        indicadores: { adicionados: [], removidos: [], alterados: [] },
        niveis: { adicionados: [], removidos: [], alterados: [{ id: 9 }, { id: 10 }] },
      }),
    ).toBe('Princípio 2: 1 critério incluído; 2 níveis alterados');
    // Counts of a shape it does not know are left out; the principle still shows.
    expect(texto('guia.estrutura', { principio: { id: 12, codigo: 2 }, indicadores: 'muitos' })).toBe(
      'Princípio 2',
    );
  });

  it('says nothing for an unknown action or a shape it does not know, never raw JSON', () => {
    expect(detalharAlteracao(t, item('guia.outra', { ano: 2026 }))).toBeNull();
    expect(detalharAlteracao(t, item('guia.duplicar', { origem: 2, ano: 2025 }))).toBeNull();
    expect(
      detalharAlteracao(t, item('guia.indicador', { indicador: 123, antes: 'a', depois: 'b' })),
    ).toBeNull();
    expect(
      detalharAlteracao(t, item('guia.nivel', { indicador: '1.1.1', antes: 'a', depois: 'b' })),
    ).toBeNull();
    expect(detalharAlteracao(t, item('guia.estrutura', {}))).toBeNull();
    expect(detalharAlteracao(t, item('guia.fechar', {}))).toBeNull();
  });
});
