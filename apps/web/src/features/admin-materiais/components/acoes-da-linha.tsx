import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/** The edit and delete buttons of a row, named after the row for screen readers. */
export function AcoesDaLinha({
  editar,
  excluir,
  onEditar,
  onExcluir,
}: {
  editar: string;
  excluir: string;
  onEditar: () => void;
  onExcluir: () => void;
}) {
  return (
    <Group gap={4} justify="center" wrap="nowrap">
      <Tooltip label={editar}>
        <ActionIcon variant="subtle" color="dark" size="lg" aria-label={editar} onClick={onEditar}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={excluir}>
        <ActionIcon variant="subtle" color="red.9" size="lg" aria-label={excluir} onClick={onExcluir}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
