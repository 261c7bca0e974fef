import {
  type Announcements,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { TFunction } from 'i18next';

/** Pointer (a small move starts the drag, so a click on the handle is not a drag) and keyboard. */
export function useDndSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** What a screen reader hears while moving, in Portuguese; `nome` names an item by its id ('Critério 1.2'). */
export function dndAccessibility(
  t: TFunction<'admin-guia'>,
  nome: (id: UniqueIdentifier) => string,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  return {
    screenReaderInstructions: { draggable: t('editor.dnd.instrucoes') },
    announcements: {
      onDragStart: ({ active }) => t('editor.dnd.inicio', { item: nome(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('editor.dnd.sobre', { item: nome(active.id), alvo: nome(over.id) })
          : t('editor.dnd.fora', { item: nome(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('editor.dnd.fim', { item: nome(active.id), alvo: nome(over.id) })
          : t('editor.dnd.fimFora', { item: nome(active.id) }),
      onDragCancel: ({ active }) => t('editor.dnd.cancelado', { item: nome(active.id) }),
    },
  };
}
