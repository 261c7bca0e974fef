import type { GuiaEstrutura, IndicadorGuia } from '@guia/shared';
import type { QueryClient } from '@tanstack/react-query';
import { recalcular } from '@/lib/guia-offline/sobrepor-pendentes';
import { guiaKeys, objetoKeys } from '@/lib/query-keys';
import type { RespostaServidor } from './contrato';
import type { EntradaOutbox } from './db';

/** An answer to lay into the cached questionnaire; `peso` from the level when the server did not send it. */
export interface RespostaNaGuia extends RespostaServidor {
  peso?: number | null;
}

function comResposta(ind: IndicadorGuia, r: RespostaNaGuia): IndicadorGuia {
  const peso = r.peso ?? ind.niveis.find((n) => n.id === r.nivel_id)?.peso ?? null;
  const resposta =
    r.nivel_id === null || peso === null ? null : { nivel_id: r.nivel_id, peso, versao: r.versao ?? 0 };
  return { ...ind, resposta, percentualrespondido: r.percentual };
}

/**
 * Sets one indicator's answer (level, weight, percent, version) in the cached `GET Guia` of its questionnaire,
 * without fetching the questionnaire again, and its progress figures by the server's own rule (`recalcular`, as
 * the offline overlay does), so the principles screen never shows a just-answered principle as untouched. The
 * query is still marked stale (no refetch now), so the next screen that mounts reads the server's figures; so are
 * the units' answered counts. Only when a read of it was under way is it read again at once (see below).
 */
export function aplicarNaGuia(client: QueryClient, entrada: EntradaOutbox, r: RespostaNaGuia) {
  const key = guiaKeys.detail(entrada.objetoId, entrada.guiaId, entrada.questionarioId);
  // A read under way may have left before this save committed: its answer would put the questionnaire back as
  // it was, and with the entry gone from the outbox the answer would vanish from the screens.
  const leituraEmCurso = client.isFetching({ queryKey: key }) > 0;
  client.setQueryData<GuiaEstrutura>(key, (g) => {
    if (!g) return g;
    const comNova: GuiaEstrutura = {
      ...g,
      principios: g.principios.map((p) => ({
        ...p,
        criterios: p.criterios.map((c) => ({
          ...c,
          indicadores: c.indicadores.map((i) => (i.id === entrada.indicadorId ? comResposta(i, r) : i)),
        })),
      })),
    };
    try {
      return recalcular(comNova);
    } catch {
      // Edition data the rule refuses: the answer shows, the server's figures stay until the refetch.
      return comNova;
    }
  });
  // So that read is dropped and the questionnaire read again (after the commit); otherwise no read at all.
  void client.invalidateQueries({ queryKey: key, refetchType: leituraEmCurso ? 'all' : 'none' });
  void client.invalidateQueries({ queryKey: objetoKeys.all, refetchType: 'none' });
}
