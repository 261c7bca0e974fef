import type { IndicadorGuia } from '@guia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  clearEscolhaPendente,
  type EscolhaPendente,
  getEscolhaPendente,
  setEscolhaPendente,
} from '@/lib/guia-selection';
import { guiaKeys, objetoKeys } from '@/lib/query-keys';
import type { GuiaKey } from '../api/get-guia';
import { isSemConexao, useSaveResposta } from '../api/save-resposta';

/**
 * The choice on one indicator's screen: the level and the percent, kept in sessionStorage until saved.
 * `proximo` saves a changed choice and then moves on (`onNext`); a failed save keeps it on screen, and
 * offline it is sent again when the connection comes back.
 */
export function useEscolhaIndicador(guiaKey: GuiaKey, indicador: IndicadorGuia, onNext: () => void) {
  const client = useQueryClient();
  const salvo: EscolhaPendente = {
    nivel_id: indicador.resposta?.nivel_id ?? null,
    percentual: indicador.possuipercentual ? (indicador.percentualrespondido ?? 0) : null,
  };
  const [escolha, setEscolha] = useState<EscolhaPendente>(
    () => getEscolhaPendente(guiaKey.questionarioId, indicador.id) ?? salvo,
  );
  const [falhou, setFalhou] = useState(false);
  const [semConexao, setSemConexao] = useState(false);
  const save = useSaveResposta();
  const enviando = save.isPending;

  const pesoEscolhido = indicador.niveis.find((n) => n.id === escolha.nivel_id)?.peso ?? null;
  // The slider's share only counts with a level that applies: with 'Não se aplica' it is neither shown as
  // active nor sent (the server drops it too).
  const comPercentual = (peso: number | null) => indicador.possuipercentual && peso !== null && peso !== 0;
  const percentualDe = (e: EscolhaPendente, peso: number | null) =>
    comPercentual(peso) ? (e.percentual ?? 0) : null;
  const alterado =
    escolha.nivel_id !== salvo.nivel_id ||
    percentualDe(escolha, pesoEscolhido) !== percentualDe(salvo, indicador.resposta?.peso ?? null);

  const mudar = (next: EscolhaPendente) => {
    if (enviando) return;
    setEscolha(next);
    setFalhou(false);
    setSemConexao(false);
    if (next.nivel_id === salvo.nivel_id && next.percentual === salvo.percentual) {
      clearEscolhaPendente(guiaKey.questionarioId, indicador.id);
    } else {
      setEscolhaPendente(guiaKey.questionarioId, indicador.id, next);
    }
  };

  const escolher = (nivelId: number) =>
    mudar({ ...escolha, nivel_id: escolha.nivel_id === nivelId ? null : nivelId });

  const proximo = () => {
    if (enviando || escolha.nivel_id === null) return;
    if (!alterado) {
      onNext();
      return;
    }
    setFalhou(false);
    setSemConexao(false);
    save.mutate(
      {
        objeto_id: guiaKey.objetoId,
        guia_id: guiaKey.productId,
        questionario_id: guiaKey.questionarioId,
        indicador_id: indicador.id,
        nivel_id: escolha.nivel_id,
        percentual: percentualDe(escolha, pesoEscolhido),
      },
      {
        onSuccess: () => {
          clearEscolhaPendente(guiaKey.questionarioId, indicador.id);
          void client.invalidateQueries({
            queryKey: guiaKeys.detail(guiaKey.objetoId, guiaKey.productId, guiaKey.questionarioId),
          });
          void client.invalidateQueries({ queryKey: objetoKeys.all });
          onNext();
        },
        onError: (error) => (isSemConexao(error) ? setSemConexao(true) : setFalhou(true)),
      },
    );
  };

  // Offline, the choice stays on screen and in sessionStorage; when the connection is back it is sent again.
  const proximoRef = useRef(proximo);
  proximoRef.current = proximo;
  useEffect(() => {
    if (!semConexao) return;
    const retry = () => proximoRef.current();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [semConexao]);

  return {
    escolha,
    pesoEscolhido,
    /** Whether the percent applies now: with a level that applies, or before any level is chosen. */
    percentualAtivo: comPercentual(pesoEscolhido) || pesoEscolhido === null,
    enviando,
    falhou,
    semConexao,
    mudar,
    escolher,
    proximo,
  };
}
