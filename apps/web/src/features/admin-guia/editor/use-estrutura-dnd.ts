import type {
  Active,
  DragEndEvent,
  DragOverEvent,
  DragStartEvent,
  Over,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dndAccessibility, idVazio, tipoDnd } from './dnd';
import {
  codigoCriterio,
  codigoIndicador,
  type EstruturaDraft,
  localizarIndicador,
  mover,
  moverIndicadorPara,
  type PosicaoIndicador,
} from './model';

type Criterios = EstruturaDraft['criterios'];

/** Whether the dragged item's top has passed below the item under it (a pointer drag into another list). */
function abaixoDe(active: Active, over: Over): boolean {
  const rect = active.rect.current.translated;
  return tipoDnd(over) === 'indicador' && rect !== null && rect.top > over.rect.top + over.rect.height;
}

/**
 * The drag and drop of the structure editor: criteria reorder among themselves, indicators move within
 * and across criteria (codes renumber while dragging), Escape puts everything back, and the screen
 * reader hears each item by its code. `estrutural` applies a new list of criteria.
 */
export function useEstruturaDnd(
  criterios: Criterios,
  principio: number,
  estrutural: (criterios: Criterios) => void,
) {
  const { t } = useTranslation('admin-guia');
  // The criteria when a drag started: Escape puts them back (an indicator may have changed criterion),
  // and the announcements name items by the codes they had then.
  const antesDoArraste = useRef<Criterios | null>(null);

  const nomeDnd = (id: UniqueIdentifier) => {
    const lista = antesDoArraste.current ?? criterios;
    const criterio = lista.findIndex((c) => c.key === id);
    if (criterio >= 0) return t('editor.criterio', { codigo: codigoCriterio(principio, criterio) });
    const pos = localizarIndicador(lista, String(id));
    return pos
      ? t('editor.indicador', { codigo: codigoIndicador(principio, pos.criterio, pos.indicador) })
      : '';
  };
  /** The place an indicator dragged over `over` goes to: the indicator's place, or an empty criterion's first. */
  const posicaoDoAlvo = (over: Over): PosicaoIndicador | null => {
    if (tipoDnd(over) === 'vazio') {
      const criterio = criterios.findIndex((c) => idVazio(c.key) === over.id);
      return criterio >= 0 ? { criterio, indicador: 0 } : null;
    }
    return localizarIndicador(criterios, String(over.id));
  };
  /**
   * The code a dragged indicator takes if dropped now. Over an indicator of its own criterion it takes that
   * indicator's place; entering another criterion it goes in before the indicator under it (after it when
   * the pointer is past it), and that indicator, still under it, is the place it ends in.
   */
  const destinoDnd = (active: Active, over: Over): string | null => {
    const origem = localizarIndicador(criterios, String(active.id));
    const alvo = posicaoDoAlvo(over);
    if (!origem || !alvo) return null;
    let indicador = alvo.indicador;
    if (origem.criterio !== alvo.criterio && tipoDnd(over) === 'indicador' && !abaixoDe(active, over))
      indicador += 1;
    return codigoIndicador(principio, alvo.criterio, indicador);
  };

  return {
    accessibility: dndAccessibility(t, nomeDnd, destinoDnd),
    onDragStart: (_: DragStartEvent) => {
      antesDoArraste.current = criterios;
    },
    // An indicator entering another criterion moves there at once (codes renumber while dragging).
    onDragOver: ({ active, over }: DragOverEvent) => {
      if (!over || tipoDnd(active) !== 'indicador' || active.id === over.id) return;
      const origem = localizarIndicador(criterios, String(active.id));
      const alvo = posicaoDoAlvo(over);
      if (!origem || !alvo || origem.criterio === alvo.criterio) return;
      const indicador = alvo.indicador + (abaixoDe(active, over) ? 1 : 0);
      estrutural(moverIndicadorPara(criterios, origem, { criterio: alvo.criterio, indicador }));
    },
    onDragEnd: ({ active, over }: DragEndEvent) => {
      antesDoArraste.current = null;
      if (!over || active.id === over.id) return;
      if (tipoDnd(active) === 'indicador') {
        const origem = localizarIndicador(criterios, String(active.id));
        const alvo = posicaoDoAlvo(over);
        if (origem && alvo) estrutural(moverIndicadorPara(criterios, origem, alvo));
        return;
      }
      const de = criterios.findIndex((c) => c.key === active.id);
      const para = criterios.findIndex((c) => c.key === over.id);
      if (de >= 0 && para >= 0) estrutural(mover(criterios, de, para));
    },
    onDragCancel: () => {
      if (antesDoArraste.current && antesDoArraste.current !== criterios) estrutural(antesDoArraste.current);
    },
  };
}
