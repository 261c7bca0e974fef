import type { GrupoRelatorioComparativo } from '@guia/shared';
import type { DesempenhoKey } from './get-relatorio-desempenho';
import type { RelatorioKey } from './relatorio-key';

/** Query keys of the reports (only the Desempenho screens read them). */
export const relatorioKeys = {
  all: ['relatorios'] as const,
  desempenho: (k: DesempenhoKey) =>
    [
      ...relatorioKeys.all,
      'desempenho',
      k.objetoId,
      k.edicaoId,
      k.questionarioId ?? null,
      k.userId ?? null,
    ] as const,
  prioridades: (k: RelatorioKey) =>
    [
      ...relatorioKeys.all,
      'prioridades',
      k.objetoId,
      k.edicaoId,
      k.questionarioId,
      k.userId ?? null,
    ] as const,
  completo: (k: RelatorioKey) =>
    [...relatorioKeys.all, 'completo', k.objetoId, k.edicaoId, k.questionarioId, k.userId ?? null] as const,
  comparativo: (k: RelatorioKey, grupo: GrupoRelatorioComparativo) =>
    [
      ...relatorioKeys.all,
      'comparativo',
      k.objetoId,
      k.edicaoId,
      k.questionarioId,
      grupo,
      k.userId ?? null,
    ] as const,
};
