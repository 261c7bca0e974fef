import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';

interface MoveButtonsProps {
  /** The item's client key: `data-foco` lets the editor put the focus back after a move. */
  itemKey: string;
  labels: { arrastar: string; cima: string; baixo: string; remover: string };
  podeSubir: boolean;
  podeDescer: boolean;
  bloqueado: boolean;
  onMover: (direcao: -1 | 1) => void;
  onRemover: () => void;
  handle: {
    attributes: DraggableAttributes;
    listeners: DraggableSyntheticListeners;
    setActivatorNodeRef: (element: HTMLElement | null) => void;
  };
}

/** The drag handle (a button: Space or Enter picks it up, arrows move it), up, down and remove. */
export function MoveButtons({
  itemKey,
  labels,
  podeSubir,
  podeDescer,
  bloqueado,
  onMover,
  onRemover,
  handle,
}: MoveButtonsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        ref={handle.setActivatorNodeRef}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={labels.arrastar}
        disabled={bloqueado}
        data-foco={`${itemKey}:arrastar`}
        style={{ cursor: bloqueado ? undefined : 'grab', touchAction: 'none' }}
        {...handle.attributes}
        {...handle.listeners}
      >
        <IconGripVertical size={20} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={labels.cima}
        disabled={bloqueado || !podeSubir}
        data-foco={`${itemKey}:cima`}
        onClick={() => onMover(-1)}
      >
        <IconArrowUp size={20} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={labels.baixo}
        disabled={bloqueado || !podeDescer}
        data-foco={`${itemKey}:baixo`}
        onClick={() => onMover(1)}
      >
        <IconArrowDown size={20} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label={labels.remover}
        disabled={bloqueado}
        onClick={onRemover}
      >
        <IconTrash size={20} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
