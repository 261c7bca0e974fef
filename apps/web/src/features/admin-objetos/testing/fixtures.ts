import type { AdminObjetoDetalhe, AdminObjetoItem, AdminObjetosResponse } from '@guia/shared';

export function itemFixture(patch: Partial<AdminObjetoItem> = {}): AdminObjetoItem {
  return {
    id: 7,
    nomeunidade: 'Fazenda Boa Vista',
    categoria: { id: 6, sigla: 'PR', titulo: 'Produtor', descricao: 'Produtor rural', cor: '#2f7d32' },
    uf: 'MT',
    municipio: 'Cuiabá',
    area: 1250.5,
    rebanho: 12500,
    status: 'completo',
    percentual: 66,
    finalizadoEm: '2026-03-10T12:00:00.000Z',
    dono: { id: 41, nome: 'João Pecuarista', email: 'joao@example.com' },
    ...patch,
  };
}

export function paginaFixture(
  items: AdminObjetoItem[],
  pagination: Partial<AdminObjetosResponse['data']['pagination']> = {},
): AdminObjetosResponse {
  const totalItems = pagination.totalItems ?? items.length;
  return {
    data: {
      items,
      pagination: {
        page: 1,
        pageSize: 50,
        totalItems,
        totalPages: Math.max(1, Math.ceil(totalItems / 50)),
        totalUnidades: totalItems,
        ...pagination,
      },
    },
  };
}

export function detalheFixture(patch: Partial<AdminObjetoDetalhe> = {}): AdminObjetoDetalhe {
  return {
    objeto: {
      id: 7,
      nomeunidade: 'Fazenda Boa Vista',
      endereco: 'Estrada do Capim, km 12',
      municipio: 'Cuiabá',
      uf: 'MT',
      categoria: { id: 6, sigla: 'PR', titulo: 'Produtor', descricao: 'Produtor rural', cor: '#2f7d32' },
      area: 1250.5,
      rebanho: 12500,
      dono: { id: 41, nome: 'João Pecuarista', email: 'joao@example.com' },
    },
    guias: [
      {
        edicaoId: 3,
        ano: 2025,
        questionarioId: 30,
        totalRespondido: 100,
        finalizado: true,
        finalizadoEm: '2025-11-02T12:00:00.000Z',
      },
      {
        edicaoId: 4,
        ano: 2026,
        questionarioId: 40,
        totalRespondido: 45,
        finalizado: false,
        finalizadoEm: null,
      },
      {
        edicaoId: 2,
        ano: 2024,
        questionarioId: 20,
        totalRespondido: 100,
        finalizado: true,
        finalizadoEm: '2024-10-01T12:00:00.000Z',
      },
    ],
    ...patch,
  };
}
