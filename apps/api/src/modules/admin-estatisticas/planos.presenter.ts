import type { AdminEstatisticasPlanos } from '@guia/shared';
import type { ContagemDosPlanos } from './planos.service.ts';
import type { Sigilo } from './planos-sigilo.ts';

const porCodigo = (a: string, b: string) => a.localeCompare(b, 'pt-BR', { numeric: true });

/** The share of met targets, truncated: 100% only when every judged target was met. */
const percentual = (atingidas: number, avaliados: number) =>
  avaliados === 0 ? null : Math.floor((atingidas * 100) / avaliados);

/**
 * The answer of POST Admin/Estatisticas/PlanosAcao: a hidden figure goes as null, never as a number
 * (the owner counts themselves are never sent); an indicator outside the current edition is listed
 * only when its items are shown, so a hidden row never tells that someone planned it.
 */
export function presentPlanos(c: ContagemDosPlanos, s: Sigilo, min: number): AdminEstatisticasPlanos {
  const mostrar = (oculto: boolean, n: number) => (oculto ? null : n);
  return {
    minProdutores: min,
    resumo: {
      planos: mostrar(s.resumoOculto, c.planos),
      unidades: mostrar(s.resumoOculto, c.unidades),
      itens: mostrar(s.resumoOculto, c.itens),
      oculto: s.resumoOculto,
    },
    principios: c.principios.map((p) => {
      const oculto = s.principiosOcultos.has(p.codigo);
      return { codigo: p.codigo, titulo: p.titulo, itens: mostrar(oculto, p.itens), oculto };
    }),
    indicadores: c.indicadores
      .filter((i) => i.atual || !s.indicadoresOcultos.has(i.linhagem))
      .sort((a, b) => a.principio - b.principio || porCodigo(a.codigo, b.codigo))
      .map((i) => {
        const itensOculto = s.indicadoresOcultos.has(i.linhagem);
        const metasOculto = i.donosAvaliados < min;
        return {
          linhagem: i.linhagem,
          codigo: i.codigo,
          titulo: i.titulo,
          principio: i.principio,
          itens: mostrar(itensOculto, i.itens),
          itensOculto,
          avaliados: mostrar(metasOculto, i.avaliados),
          atingidas: mostrar(metasOculto, i.atingidas),
          percentualAtingidas: metasOculto ? null : percentual(i.atingidas, i.avaliados),
          metasOculto,
        };
      }),
  };
}
