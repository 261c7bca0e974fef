import type { GuiaEstrutura } from '@guia/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { sobDemanda } from '@/lib/format';
import { guiaKeys } from '@/lib/query-keys';
import type { RespostaServidor } from '../contrato';
import type { EntradaOutbox } from '../db';

// Made on first use, not as the answering screen loads (see sobDemanda).
const hora = sobDemanda(() => new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' }));
const dataHora = sobDemanda(
  () => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }),
);

/** '14:32' (pt-BR). */
export const formatarHora = (ms: number) => hora().format(new Date(ms));
/** '27/11/2026, 14:32' (pt-BR). */
export const formatarDataHora = (ms: number) => dataHora().format(new Date(ms));

/** The cached questionnaire's indicator of an entry, when it was read. */
function indicadorDe(client: QueryClient, e: EntradaOutbox) {
  const g = client.getQueryData<GuiaEstrutura>(guiaKeys.detail(e.objetoId, e.guiaId, e.questionarioId));
  for (const p of g?.principios ?? [])
    for (const c of p.criterios) for (const i of c.indicadores) if (i.id === e.indicadorId) return i;
  return null;
}

/** The indicator's title: stored with the entry, or from the cached questionnaire, or its id. */
export function tituloDe(t: TFunction<'outbox'>, client: QueryClient, e: EntradaOutbox) {
  return e.titulo ?? indicadorDe(client, e)?.titulo ?? t('lista.indicador', { id: e.indicadorId });
}

/** A choice in words: '2 - Intermediário · 40%', 'Resposta apagada'. */
export function escolhaEmPalavras(
  t: TFunction<'outbox'>,
  client: QueryClient,
  e: EntradaOutbox,
  r: Pick<RespostaServidor, 'nivel_id' | 'percentual'>,
) {
  if (r.nivel_id === null) return t('lista.apagada');
  const nivel = indicadorDe(client, e)?.niveis.find((n) => n.id === r.nivel_id);
  const texto = nivel ? `${nivel.peso} - ${nivel.descricao}` : `#${r.nivel_id}`;
  return r.percentual === null || nivel?.peso === 0 ? texto : `${texto} · ${r.percentual}%`;
}

/** The entry's own choice in words (the words the screen stored, when it did). */
export function escolhaDaEntrada(t: TFunction<'outbox'>, client: QueryClient, e: EntradaOutbox) {
  return e.rotulo ?? escolhaEmPalavras(t, client, e, e);
}
