import type { AdminGuiaHistoricoItem } from '@guia/shared';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { formatNumber } from '@/lib/format';

/** Longest quoted text shown in a history row; the whole sentence goes in its title. */
export const LIMITE_CITACAO = 80;

/** What a history row says changed: `texto` on screen, `completo` with every quoted text whole. */
export interface DetalheAlteracao {
  texto: string;
  completo: string;
}

// The `detalhes` each action of the API writes (apps/api/src/modules/admin-guia); anything else says nothing.
const textoEditado = z.object({
  indicador: z.string(),
  antes: z.string().nullable(),
  depois: z.string().nullable(),
});
const nivelEditado = textoEditado.extend({ peso: z.number() });
const apoio = z.object({ indicador: z.string(), titulo: z.string() });
const doAno = z.object({ ano: z.number() });
const duplicado = z.object({ origem: z.object({ ano: z.number() }) });
const lista = z.array(z.unknown()).catch([]);
const mudancas = z
  .object({ adicionados: lista, removidos: lista, alterados: lista })
  .partial()
  .optional()
  .catch(undefined);
const estrutura = z.object({
  principio: z.object({ codigo: z.number() }),
  criterios: mudancas,
  indicadores: mudancas,
  niveis: mudancas,
});

/** 'abc…' when longer than `limite` characters. */
export function cortar(texto: string, limite = LIMITE_CITACAO): string {
  return texto.length <= limite ? texto : `${texto.slice(0, limite - 1).trimEnd()}…`;
}

type Tradutor = TFunction<'admin-guia'>;

/** A sentence with quoted texts, cropped on screen and whole in `completo`. */
function comCitacoes(
  t: Tradutor,
  montar: (citar: (texto: string | null) => string) => string,
): DetalheAlteracao {
  const citar = (limite?: number) => (texto: string | null) =>
    texto === null || texto.trim() === ''
      ? t('historico.detalhes.vazio')
      : t('historico.detalhes.citacao', { texto: limite ? cortar(texto, limite) : texto });
  return { texto: montar(citar(LIMITE_CITACAO)), completo: montar(citar()) };
}

/** '2 indicadores incluídos, 1 excluído, 3 alterados' for one kind of item of a structure save. */
function contagem(
  t: Tradutor,
  tipo: 'criterios' | 'indicadores' | 'niveis',
  m: z.infer<typeof mudancas>,
): string | null {
  const partes = (
    [
      ['incluidos', m?.adicionados?.length ?? 0],
      ['excluidos', m?.removidos?.length ?? 0],
      ['alterados', m?.alterados?.length ?? 0],
    ] as const
  ).filter(([, n]) => n > 0);
  if (partes.length === 0) return null;
  return partes
    .map(([acao, count], i) => {
      const opcoes = { count, n: formatNumber(count), acao: t(`historico.detalhes.${acao}`, { count }) };
      return i === 0
        ? t(`historico.detalhes.estrutura.${tipo}`, opcoes)
        : t('historico.detalhes.estrutura.mais', opcoes);
    })
    .join(', ');
}

function simples(texto: string): DetalheAlteracao {
  return { texto, completo: texto };
}

/**
 * What changed, in short Portuguese, from an audit row's `detalhes` (the shape its action writes): the
 * text edited with its before and after, the support link, the year copied, the counts of a structure
 * save, the edition's year. Null when the shape is not one it knows (never raw JSON).
 */
export function detalharAlteracao(t: Tradutor, item: AdminGuiaHistoricoItem): DetalheAlteracao | null {
  const d = item.detalhes;
  switch (item.acao) {
    case 'guia.indicador':
    case 'guia.evidencia': {
      const r = textoEditado.safeParse(d);
      if (!r.success) return null;
      const { indicador, antes, depois } = r.data;
      return comCitacoes(t, (citar) =>
        t('historico.detalhes.texto', { codigo: indicador, antes: citar(antes), depois: citar(depois) }),
      );
    }
    case 'guia.nivel': {
      const r = nivelEditado.safeParse(d);
      if (!r.success) return null;
      const { indicador, peso, antes, depois } = r.data;
      const chave = peso === 0 ? 'historico.detalhes.nivelNaoSeAplica' : 'historico.detalhes.nivel';
      return comCitacoes(t, (citar) =>
        t(chave, { peso, codigo: indicador, antes: citar(antes), depois: citar(depois) }),
      );
    }
    case 'guia.apoio.inserir':
    case 'guia.apoio.excluir': {
      const r = apoio.safeParse(d);
      if (!r.success) return null;
      const { indicador, titulo } = r.data;
      return comCitacoes(t, (citar) =>
        t('historico.detalhes.apoio', { codigo: indicador, titulo: citar(titulo) }),
      );
    }
    case 'guia.duplicar': {
      const r = duplicado.safeParse(d);
      return r.success ? simples(t('historico.detalhes.copiado', { ano: r.data.origem.ano })) : null;
    }
    case 'guia.criar':
    case 'guia.disponibilizar':
    case 'guia.fechar':
    case 'guia.excluir': {
      const r = doAno.safeParse(d);
      return r.success ? simples(t('historico.detalhes.ano', { ano: r.data.ano })) : null;
    }
    case 'guia.estrutura': {
      const r = estrutura.safeParse(d);
      if (!r.success) return null;
      const { principio, criterios, indicadores, niveis } = r.data;
      const partes = [
        contagem(t, 'criterios', criterios),
        contagem(t, 'indicadores', indicadores),
        contagem(t, 'niveis', niveis),
      ].filter((p): p is string => p !== null);
      return simples(
        partes.length > 0
          ? t('historico.detalhes.estrutura.principio', {
              codigo: principio.codigo,
              mudancas: partes.join('; '),
            })
          : t('historico.detalhes.estrutura.principioSemMudancas', { codigo: principio.codigo }),
      );
    }
    default:
      return null;
  }
}
