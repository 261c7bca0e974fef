import type { ItemPlano, PlanoAvaliado } from '@guia/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '@/testing/axe';
import { mockApi, ok, signIn } from '@/testing/mock-api';
import { desempenhoFixture, principioFixture } from '../testing/fixtures';
import { renderDesempenho } from '../testing/render';

// Issue 17 §2: the performance report of the questionnaire that judged the previous plan says how
// many of its targets were met, lists them, and offers 'Montar novo plano'.

const item = (id: number, titulo: string, patch: Partial<ItemPlano>): ItemPlano => ({
  id,
  indicador_id: id,
  linhagem: `lin-${id}`,
  indicador_avaliado_id: id + 100,
  principio: { codigo: 1, titulo: 'Gestão' },
  indicador: { codigo: `1.1.${id}`, titulo },
  peso_atual: 1,
  nivel_atual: 'Inicial',
  peso_meta: 3,
  nivel_meta: 'Intermediário',
  niveis_acima: [],
  prazo: '2026-03-01',
  acoes: 'Fazer',
  responsavel: null,
  estado: 'em_andamento',
  registros: [],
  desfecho: null,
  peso_obtido: null,
  concluido_em: null,
  ...patch,
});

const avaliado = (plano_ativo = false): PlanoAvaliado => ({
  plano_ativo,
  plano: {
    id: 4,
    objeto_id: 7,
    questionario_id: 21,
    ano: 2025,
    criado_em: '2025-05-12T13:00:00.000Z',
    avaliado_em: '2026-05-10T12:00:00.000Z',
    questionario_avaliacao_id: 31,
    itens: [
      item(1, 'Planejamento', { desfecho: 'atingida', peso_obtido: 3 }),
      item(2, 'Registros', { desfecho: 'avancou', peso_obtido: 2 }),
      item(3, 'Vizinhança', { estado: 'cancelada' }),
    ],
  },
});

function api(plano: PlanoAvaliado | null, prefixo = '') {
  const principios = [1, 2, 3, 4, 5].map((c) => principioFixture(c));
  return mockApi({
    [`GET /api/Objeto/7/3${prefixo}`]: ok(desempenhoFixture(principios)),
    'GET /api/Objeto/7/PlanoAcao/Avaliacao/31': ok(plano ?? { plano: null, plano_ativo: false }),
  });
}

beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

describe("Desempenho.Single: 'Metas do ciclo anterior'", () => {
  it('counts the judged targets, lists each outcome, and leads to a new plan from the unmet ones', async () => {
    api(avaliado());
    renderDesempenho('/desempenho/7/3');
    // The first test of the file loads the report's lazy screen and its charts: a slower first render.
    const secao = await screen.findByTestId('metas-ciclo-anterior', {}, { timeout: 15_000 });
    expect(
      within(secao).getByRole('heading', { name: 'Metas do ciclo anterior: 1 de 2 atingidas' }),
    ).toBeInTheDocument();
    expect(within(secao).getByText(/Autoavaliação declarada pelo produtor/)).toBeInTheDocument();
    expect(within(secao).getByText(/a partir do Guia 2025/)).toBeInTheDocument();
    const itens = within(secao).getAllByRole('listitem');
    // The cancelled target was not judged and is not counted.
    expect(itens.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/Planejamento.*Nível 3.*Atingida/),
      expect.stringMatching(/Registros.*Nível 2.*Avançou/),
    ]);
    expect(within(secao).getByRole('link', { name: 'Montar novo plano' })).toHaveAttribute(
      'href',
      '/objetos/7/plano/montar/3/31?copiar=1',
    );
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('leads to the plan when one is active; shows no action to an administrator on behalf', async () => {
    api(avaliado(true));
    const { unmount } = renderDesempenho('/desempenho/7/3');
    const secao = await screen.findByTestId('metas-ciclo-anterior');
    expect(within(secao).getByRole('link', { name: 'Ver meu plano de ação' })).toHaveAttribute(
      'href',
      '/objetos/7/plano',
    );
    expect(within(secao).queryByRole('link', { name: 'Montar novo plano' })).toBeNull();
    unmount();

    api(avaliado(), '?user_id=12');
    renderDesempenho('/desempenho/7/3?user_id=12');
    const emNome = await screen.findByTestId('metas-ciclo-anterior');
    expect(within(emNome).getByText('Metas do ciclo anterior: 1 de 2 atingidas')).toBeInTheDocument();
    expect(within(emNome).queryByRole('link')).toBeNull();
  });

  it('shows nothing when this questionnaire judged no plan', async () => {
    const mock = api(null);
    renderDesempenho('/desempenho/7/3');
    await screen.findByTestId('percentual-geral');
    await vi.waitFor(() =>
      expect(mock.calls.some((c) => c.path.includes('/PlanoAcao/Avaliacao/31'))).toBe(true),
    );
    expect(screen.queryByTestId('metas-ciclo-anterior')).toBeNull();
    expect(screen.queryByText(/Metas do ciclo anterior/)).toBeNull();
  });
});
