import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { CARD_LAYOUT_QUERY, DataTable } from './data-table';
import { useListParams } from './use-list-params';

interface Linha {
  id: number;
  nome: string;
  uf: string;
}

const TODAS: Linha[] = Array.from({ length: 7 }, (_, i) => ({
  id: i + 1,
  nome: `Unidade ${i + 1}`,
  uf: i % 2 ? 'MT' : 'GO',
}));

/** A list over an in-memory "server": 3 a page, sorted and filtered from the URL's state. */
function Lista() {
  const list = useListParams<'uf'>({ sort: 'nome', filters: ['uf'] });
  const filtradas = TODAS.filter(
    (l) => (!list.filters.uf || l.uf === list.filters.uf) && l.nome.includes(list.q),
  ).sort((a, b) => (list.order === 'asc' ? a.id - b.id : b.id - a.id));
  const rows = filtradas.slice((list.page - 1) * 3, list.page * 3);
  return (
    <DataTable<Linha>
      label="Unidades"
      columns={[
        { key: 'nome', header: 'Nome', sortable: true },
        { key: 'uf', header: 'UF' },
        {
          key: 'acoes',
          header: 'Ações',
          render: (l) => <button type="button">{`Editar ${l.nome}`}</button>,
        },
      ]}
      rows={rows}
      rowKey={(r) => r.id}
      emptyText="Nenhum objeto encontrado"
      page={list.page}
      totalPages={Math.ceil(filtradas.length / 3)}
      onPageChange={list.setPage}
      sort={list.sort}
      order={list.order}
      onSortChange={list.toggleSort}
      search={{ value: list.q, onChange: list.setSearch, label: 'Buscar por nome' }}
      toolbar={
        <button type="button" onClick={() => list.setFilter('uf', 'MT')}>
          só MT
        </button>
      }
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Unidades' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable with useListParams', () => {
  it('reads page, sort and filters from the URL and writes them back', async () => {
    const { router, user } = renderRoute([{ path: '/lista', element: <Lista /> }], { path: '/lista?page=2' });
    expect(bodyRows().map((r) => r.textContent)).toEqual([
      'Unidade 4MTEditar Unidade 4',
      'Unidade 5GOEditar Unidade 5',
      'Unidade 6MTEditar Unidade 6',
    ]);
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();

    // Sorted by nome already (the default): the same column flips the direction and goes to page 1.
    await user.click(screen.getByRole('button', { name: 'Ordenar por Nome' }));
    expect(router.state.location.search).toBe('?sort=nome&order=desc');
    expect(screen.getByRole('columnheader', { name: /Nome/ })).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[0]).toHaveTextContent('Unidade 7');

    await user.click(screen.getByRole('button', { name: 'Ir para a página 3' }));
    expect(bodyRows().map((r) => r.textContent)).toEqual(['Unidade 1GOEditar Unidade 1']);
    expect(router.state.location.search).toBe('?sort=nome&order=desc&page=3');

    await user.click(screen.getByRole('button', { name: 'só MT' }));
    expect(new URLSearchParams(router.state.location.search).get('uf')).toBe('MT');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    expect(bodyRows().map((r) => r.textContent)).toEqual([
      'Unidade 6MTEditar Unidade 6',
      'Unidade 4MTEditar Unidade 4',
      'Unidade 2MTEditar Unidade 2',
    ]);
  });

  it('debounces the search into the URL and shows the empty text', async () => {
    const { router, user } = renderRoute([{ path: '/lista', element: <Lista /> }], { path: '/lista' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nome' }), 'zzz');
    await waitFor(() => expect(router.state.location.search).toBe('?q=zzz'));
    // The list renders the filtered (empty) page after the URL changes: wait for it.
    expect(await screen.findByText('Nenhum objeto encontrado')).toBeInTheDocument();
  });
});

describe('DataTable on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each row as a card of label: value pairs with the actions at the bottom', async () => {
    const real = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({
      ...real(q),
      matches: q === CARD_LAYOUT_QUERY,
    }));
    const { router, user } = renderRoute([{ path: '/lista', element: <Lista /> }], { path: '/lista' });

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Unidades' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const primeiro = cards[0] as HTMLElement;
    // The first column heads the card; the others are term/definition pairs; the action comes last.
    expect(within(primeiro).getByRole('term')).toHaveTextContent('UF');
    expect(within(primeiro).getByRole('definition')).toHaveTextContent('GO');
    expect(primeiro.firstElementChild).toHaveTextContent('Unidade 1');
    expect(primeiro.lastElementChild).toContainElement(
      within(primeiro).getByRole('button', { name: 'Editar Unidade 1' }),
    );
    expect(within(primeiro).queryByText('Ações')).not.toBeInTheDocument();

    // Sorting stays reachable without column headers.
    await user.click(screen.getByRole('button', { name: 'Ordenar por Nome' }));
    expect(router.state.location.search).toBe('?sort=nome&order=desc');
    expect(screen.getByRole('button', { name: 'Ordenar por Nome' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('list', { name: 'Unidades' })).getAllByRole('listitem')[0],
    ).toHaveTextContent('Unidade 7');
  });
});
