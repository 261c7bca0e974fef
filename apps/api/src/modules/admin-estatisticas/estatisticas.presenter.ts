import type { AdminEstatisticas } from '@guia/shared';
import type { Estatisticas } from './estatisticas.service.ts';

/** The answer of POST Admin/Estatisticas (spec §3; {product} = Guia). */
export function presentEstatisticas({ contagens, media, categorias }: Estatisticas): AdminEstatisticas {
  // A percent with no denominator is 'no data', not 0%.
  const semEntregas = contagens.somas.questionarios === 0;
  const semUnidades = categorias.every((c) => c.total === 0);
  return {
    novosCadastros: contagens.novosCadastros,
    guiaEntregues: contagens.somas.questionarios,
    // Finished ones are complete by rule (finishing needs every indicator) and never change after.
    guiaPreenchidos: contagens.somas.questionarios + contagens.completosAbertos,
    blocoPercentuais: media.blocoPercentuais.map((b, i) => ({ principio: i + 1, ...b })),
    blocoAproveitamento: {
      aproveitamento: semEntregas ? media.aproveitamento.map(() => null) : media.aproveitamento,
      potencial: media.potencial,
      percentual: semEntregas ? null : media.percentual,
    },
    categorias: categorias.map((c) => ({
      id: c.id,
      sigla: c.sigla,
      descricao: c.descricao,
      cor: c.cor,
      total: c.total,
      percentual: semUnidades ? null : c.percentual,
    })),
    areaGuiaEntregue: contagens.area,
    rebanhoGuiaEntregue: contagens.rebanho,
    objetos: [...categorias].reduce((t, c) => t + c.total, 0),
  };
}
