import {
  type Active,
  type Announcements,
  type CollisionDetection,
  closestCenter,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  type Over,
  PointerSensor,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { TFunction } from 'i18next';

/**
 * What can be dragged or dropped on in the structure editor (the `data.tipo` of each sortable):
 * criteria among criteria; indicators among indicators of any criterion, or into an empty criterion.
 */
export type TipoDnd = 'criterio' | 'indicador' | 'vazio';

export function tipoDnd(item: Active | Over | DroppableContainer | null | undefined): TipoDnd | undefined {
  return item?.data.current?.tipo as TipoDnd | undefined;
}

/** The droppable id of an empty criterion's 'Nenhum indicador' area. */
export const idVazio = (criterioKey: string) => `vazio:${criterioKey}`;

/** What the dragged item may land on: a criterion on criteria, an indicator on indicators or empty criteria. */
function aceita(ativo: TipoDnd | undefined, alvo: TipoDnd | undefined): boolean {
  return ativo === 'indicador' ? alvo === 'indicador' || alvo === 'vazio' : alvo === ativo;
}

/** closestCenter among the droppables of the dragged item's kind (a criterion card is never an indicator's target). */
export const colisaoPorTipo: CollisionDetection = (args) =>
  closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter((c) => aceita(tipoDnd(args.active), tipoDnd(c))),
  });

/** The droppables map handed to the sortable keyboard getter, with only the ones the dragged item accepts. */
class Filtrados extends Map<UniqueIdentifier, DroppableContainer> {
  getEnabled(): DroppableContainer[] {
    return [...this.values()].filter((c) => !c.disabled);
  }
  toArray(): DroppableContainer[] {
    return [...this.values()];
  }
  getNodeFor(id: UniqueIdentifier | null | undefined): HTMLElement | undefined {
    return id == null ? undefined : (this.get(id)?.node.current ?? undefined);
  }
}

/**
 * The arrows of the keyboard drag: dnd-kit's sortable getter, over the droppables of the dragged item's
 * kind only, so an indicator steps from the last place of its criterion into the next criterion's
 * indicators (or its empty area) rather than onto the criterion card around them.
 */
export const coordenadasDoTeclado: KeyboardCoordinateGetter = (event, args) => {
  const { context } = args;
  const ativo = context.active ? context.droppableContainers.get(context.active.id) : undefined;
  const filtrados = new Filtrados();
  for (const c of context.droppableContainers.values()) {
    if (c.id === ativo?.id || aceita(tipoDnd(ativo), tipoDnd(c))) filtrados.set(c.id, c);
  }
  return sortableKeyboardCoordinates(event, {
    ...args,
    context: { ...context, droppableContainers: filtrados as typeof context.droppableContainers },
  });
};

/** Pointer (a small move starts the drag, so a click on the handle is not a drag) and keyboard. */
export function useDndSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: coordenadasDoTeclado }),
  );
}

/**
 * What a screen reader hears while moving, in Portuguese. `nome` names an item by its id ('Critério 1.2');
 * `destino` gives the code a dragged indicator would take if dropped now ('1.2.3').
 */
export function dndAccessibility(
  t: TFunction<'admin-guia'>,
  nome: (id: UniqueIdentifier) => string,
  destino: (active: Active, over: Over) => string | null,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const codigo = (active: Active, over: Over | null) =>
    over && tipoDnd(active) === 'indicador' ? destino(active, over) : null;
  return {
    screenReaderInstructions: { draggable: t('editor.dnd.instrucoes') },
    announcements: {
      onDragStart: ({ active }) => t('editor.dnd.inicio', { item: nome(active.id) }),
      onDragOver: ({ active, over }) => {
        const para = codigo(active, over);
        if (para) return t('editor.dnd.indicadorSobre', { codigo: para });
        return over
          ? t('editor.dnd.sobre', { item: nome(active.id), alvo: nome(over.id) })
          : t('editor.dnd.fora', { item: nome(active.id) });
      },
      onDragEnd: ({ active, over }) => {
        const para = codigo(active, over);
        if (para) return t('editor.dnd.indicadorFim', { codigo: para });
        return over
          ? t('editor.dnd.fim', { item: nome(active.id), alvo: nome(over.id) })
          : t('editor.dnd.fimFora', { item: nome(active.id) });
      },
      onDragCancel: ({ active }) => t('editor.dnd.cancelado', { item: nome(active.id) }),
    },
  };
}
