import type { IndicadorGuia } from '@guia/shared';
import { useState } from 'react';
import type { EscolhaPendente } from '@/lib/guia-selection';
import { chaveSalvo } from '@/lib/outbox/carregar';
import { guardarEscolha } from '@/lib/outbox/fila';
import { useEntradaDoIndicador, useObterOutbox, useOutbox } from '@/lib/outbox/hooks';
import type { Outbox } from '@/lib/outbox/outbox';
import type { GuiaKey } from '../api/get-guia';

/**
 * The choice on one indicator's screen. 'Próximo' and 'Anterior' write a changed choice to the outbox (IndexedDB)
 * and move at once (a choice made and then left with 'Anterior' is kept, not dropped); the outbox sends it when
 * it can. The screen shows the outboxed choice over the questionnaire's answer.
 */
export function useEscolhaIndicador(
  guiaKey: GuiaKey,
  indicador: IndicadorGuia,
  onNext: () => void,
  onPrevious: () => void,
) {
  const outbox = useOutbox();
  const obterOutbox = useObterOutbox();
  const entrada = useEntradaDoIndicador(outbox, guiaKey.questionarioId, indicador.id);
  const comSlider = indicador.possuipercentual;
  const salvo: EscolhaPendente = entrada
    ? { nivel_id: entrada.nivel_id, percentual: comSlider ? (entrada.percentual ?? 0) : null }
    : {
        nivel_id: indicador.resposta?.nivel_id ?? null,
        percentual: comSlider ? (indicador.percentualrespondido ?? 0) : null,
      };
  const [editada, setEditada] = useState<EscolhaPendente | null>(null);
  const escolha = editada ?? salvo;
  const [gravando, setGravando] = useState(false);
  const [falhou, setFalhou] = useState(false);

  const pesoDe = (nivelId: number | null) => indicador.niveis.find((n) => n.id === nivelId)?.peso ?? null;
  const pesoEscolhido = pesoDe(escolha.nivel_id);
  // The slider's share only counts with a level that applies: with 'Não se aplica' it is neither shown as
  // active nor sent (the server drops it too).
  const comPercentual = (peso: number | null) => comSlider && peso !== null && peso !== 0;
  const percentualDe = (e: EscolhaPendente) =>
    comPercentual(pesoDe(e.nivel_id)) ? (e.percentual ?? 0) : null;
  const alterado = escolha.nivel_id !== salvo.nivel_id || percentualDe(escolha) !== percentualDe(salvo);

  const mudar = (next: EscolhaPendente) => {
    if (gravando) return;
    setEditada(next);
    setFalhou(false);
  };

  const escolher = (nivelId: number) =>
    mudar({ ...escolha, nivel_id: escolha.nivel_id === nivelId ? null : nivelId });

  const rotulo = () => {
    const nivel = indicador.niveis.find((n) => n.id === escolha.nivel_id);
    if (!nivel) return undefined;
    const percentual = percentualDe(escolha);
    return `${nivel.peso} - ${nivel.descricao}${percentual === null ? '' : ` · ${percentual}%`}`;
  };

  /** Stores a changed choice, then moves; an unchanged one (or nothing chosen) just moves. */
  const guardarE = async (mover: () => void) => {
    if (gravando) return;
    if (!alterado) {
      mover();
      return;
    }
    // The version the user saw (0 marks a choice not on the server yet: none there, so null).
    const versao = indicador.resposta && indicador.resposta.versao > 0 ? indicador.resposta.versao : null;
    setGravando(true);
    let destino: Outbox | null;
    try {
      // A choice tapped before the outbox's code arrived (it loads after the first screen) waits for it.
      destino = await obterOutbox();
      if (!destino) {
        // Signed out meanwhile: nothing to keep it for.
        setGravando(false);
        mover();
        return;
      }
      await guardarEscolha(destino.db, {
        usuarioId: destino.usuarioId,
        questionarioId: guiaKey.questionarioId,
        objetoId: guiaKey.objetoId,
        guiaId: guiaKey.productId,
        indicadorId: indicador.id,
        nivel_id: escolha.nivel_id,
        percentual: percentualDe(escolha),
        ...(versao === undefined ? {} : { versao_base: versao }),
        titulo: indicador.titulo,
        rotulo: rotulo(),
      });
    } catch {
      // The device refused to store it (storage full, private mode): say so and stay.
      setFalhou(true);
      setGravando(false);
      return;
    }
    destino.salvoEm.set(chaveSalvo(guiaKey.questionarioId, indicador.id), Date.now());
    setGravando(false);
    setEditada(null);
    void destino.drenador.disparar();
    mover();
  };

  const proximo = () => {
    if (escolha.nivel_id === null && salvo.nivel_id === null) return;
    void guardarE(onNext);
  };

  const salvoEm = alterado
    ? null
    : (entrada?.criadoEm ?? outbox?.salvoEm.get(chaveSalvo(guiaKey.questionarioId, indicador.id)) ?? null);

  return {
    escolha,
    pesoEscolhido,
    /** Whether the percent applies now: with a level that applies, or before any level is chosen. */
    percentualAtivo: comPercentual(pesoEscolhido) || pesoEscolhido === null,
    /** Writing to the device (a moment): the choice and the movement wait. */
    enviando: gravando,
    /** The device could not store the choice. */
    falhou,
    /** Whether 'Próximo' can act: a level chosen, or an answer to clear. */
    podeAvancar: escolha.nivel_id !== null || salvo.nivel_id !== null,
    /** When the choice on screen was stored (here or on the server), null when not known or changed. */
    salvoEm,
    outbox,
    entrada,
    mudar,
    escolher,
    proximo,
    anterior: () => void guardarE(onPrevious),
  };
}
