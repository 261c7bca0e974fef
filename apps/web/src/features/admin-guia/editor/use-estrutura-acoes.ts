import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useState } from 'react';
import type { Direcao, EditorContexto } from './editor-context';
import { type EstruturaDraft, mover, moverIndicador, novoIndicador, temConteudo } from './model';

type Criterios = EstruturaDraft['criterios'];

/** A criterion, or one of its indicators, to remove. */
export type Remocao = { criterio: number; indicador?: number };

/** After a move the moved item's button takes the focus again (its card may have changed parent). */
function useFocoAposMover() {
  const [foco, setFoco] = useState<string | null>(null);
  useEffect(() => {
    if (!foco) return;
    setFoco(null);
    const [key] = foco.split(':');
    for (const alvo of [foco, `${key}:cima`, `${key}:baixo`, `${key}:arrastar`]) {
      const el = document.querySelector<HTMLButtonElement>(`[data-foco="${alvo}"]`);
      if (el && !el.disabled) {
        el.focus();
        return;
      }
    }
  }, [foco]);
  return setFoco;
}

/**
 * The structural acts of the editor (move, add, remove criteria and indicators). Removing an item
 * with content asks first: `remocao` is the pending question, `remover` the act once confirmed.
 */
export function useEstruturaAcoes(
  form: UseFormReturnType<EstruturaDraft>,
  base: Pick<EditorContexto, 'principio' | 'bloqueado' | 'categorias'>,
) {
  const [remocao, setRemocao] = useState<Remocao | null>(null);
  const setFoco = useFocoAposMover();
  const criterios = form.values.criterios;

  const estrutural = (values: Criterios) => {
    // Error paths name positions: after a structural change they would point at other fields.
    form.clearErrors();
    form.setFieldValue('criterios', values);
  };

  const remover = ({ criterio, indicador }: Remocao) => {
    if (indicador === undefined) estrutural(criterios.filter((_, i) => i !== criterio));
    else {
      estrutural(
        criterios.map((c, i) =>
          i === criterio ? { ...c, indicadores: c.indicadores.filter((_, j) => j !== indicador) } : c,
        ),
      );
    }
  };
  const pedirRemocao = (alvo: Remocao, comConteudo: boolean) =>
    comConteudo ? setRemocao(alvo) : remover(alvo);

  const contexto: EditorContexto = {
    ...base,
    form,
    moverCriterio: (criterio: number, direcao: Direcao) => {
      const alvo = criterio + direcao;
      if (alvo < 0 || alvo >= criterios.length) return;
      estrutural(mover(criterios, criterio, alvo));
      setFoco(`${criterios[criterio]!.key}:${direcao < 0 ? 'cima' : 'baixo'}`);
    },
    removerCriterio: (criterio) => {
      const item = criterios[criterio];
      pedirRemocao({ criterio }, Boolean(item && temConteudo(item)));
    },
    adicionarIndicador: (criterio) =>
      estrutural(
        criterios.map((c, i) =>
          i === criterio ? { ...c, indicadores: [...c.indicadores, novoIndicador()] } : c,
        ),
      ),
    moverIndicador: (criterio, indicador, direcao) => {
      const key = criterios[criterio]?.indicadores[indicador]?.key;
      const resultado = moverIndicador(criterios, { criterio, indicador }, direcao);
      if (!resultado) return;
      estrutural(resultado.criterios);
      setFoco(`${key}:${direcao < 0 ? 'cima' : 'baixo'}`);
    },
    removerIndicador: (criterio, indicador) => {
      const item = criterios[criterio]?.indicadores[indicador];
      pedirRemocao({ criterio, indicador }, Boolean(item && temConteudo(item)));
    },
  };

  return { contexto, estrutural, remocao, fecharRemocao: () => setRemocao(null), remover };
}
