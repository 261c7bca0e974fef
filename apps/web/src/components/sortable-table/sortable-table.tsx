import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Skeleton, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowsSort,
  IconArrowUp,
  IconGripVertical,
  IconSortAscending,
} from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface SortableTableColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** A header button that leaves the manual order for a sort by this column. */
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

export interface SortableTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: SortableTableColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => number;
  /** How the row is named to a screen reader while it moves ('Tópico Relatórios'). */
  itemName: (row: T) => string;
  /** A row moved from one index to another (drag, keyboard drag, or the up/down buttons). */
  onMove: (from: number, to: number) => void;
  /** Moves are off (while a move is saved). */
  disabled?: boolean;
  loading?: boolean;
  emptyText: string;
  /** The column the list is ordered by now (the manual order's column), and a sort by another. */
  sort?: string;
  onSortChange?: (column: string) => void;
  minWidth?: number;
}

interface RowProps<T> {
  row: T;
  index: number;
  total: number;
  props: SortableTableProps<T>;
}

function SortableRow<T>({ row, index, total, props }: RowProps<T>) {
  const { t } = useTranslation('lista-ordenavel');
  const id = props.rowKey(row);
  const sortable = useSortable({ id, disabled: props.disabled });
  const item = props.itemName(row);
  return (
    <Table.Tr
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : undefined,
        background: sortable.isDragging ? 'var(--mantine-color-gray-1)' : undefined,
      }}
    >
      <Table.Td style={{ width: 132 }}>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            ref={sortable.setActivatorNodeRef}
            variant="subtle"
            color="dark"
            size="lg"
            aria-label={t('arrastar', { item })}
            disabled={props.disabled}
            style={{ cursor: props.disabled ? undefined : 'grab', touchAction: 'none' }}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <IconGripVertical size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            aria-label={t('cima', { item })}
            disabled={props.disabled || index === 0}
            onClick={() => props.onMove(index, index - 1)}
          >
            <IconArrowUp size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            aria-label={t('baixo', { item })}
            disabled={props.disabled || index === total - 1}
            onClick={() => props.onMove(index, index + 1)}
          >
            <IconArrowDown size={20} aria-hidden />
          </ActionIcon>
        </Group>
      </Table.Td>
      {props.columns.map((c) => (
        <Table.Td key={c.key} style={{ textAlign: c.align }}>
          {c.render(row)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/**
 * A table whose rows the user orders by dragging (pointer or keyboard: Space, arrows, Space) or by
 * the up/down buttons, with Portuguese screen-reader announcements. The parent saves each move.
 */
export function SortableTable<T>(props: SortableTableProps<T>) {
  const { t } = useTranslation('lista-ordenavel');
  const captionId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const rows = props.rows ?? [];
  const ids = rows.map(props.rowKey);
  const nome = (id: number | string) => {
    const row = rows.find((r) => props.rowKey(r) === Number(id));
    return row ? props.itemName(row) : String(id);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    props.onMove(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };
  const empty = !props.loading && props.rows !== undefined && rows.length === 0;
  const columns = props.columns.length + 1;

  return (
    <Table.ScrollContainer
      minWidth={props.minWidth ?? 560}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={props.label}
    >
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('instrucoes') },
          announcements: {
            onDragStart: ({ active }) => t('inicio', { item: nome(active.id) }),
            onDragOver: ({ active, over }) =>
              over
                ? t('sobre', { item: nome(active.id), alvo: nome(over.id) })
                : t('fora', { item: nome(active.id) }),
            onDragEnd: ({ active, over }) =>
              over
                ? t('fim', { item: nome(active.id), alvo: nome(over.id) })
                : t('fimFora', { item: nome(active.id) }),
            onDragCancel: ({ active }) => t('cancelado', { item: nome(active.id) }),
          },
        }}
      >
        <Table verticalSpacing="sm" aria-labelledby={captionId} aria-busy={props.loading ? true : undefined}>
          <caption id={captionId} style={{ captionSide: 'top', textAlign: 'left' }}>
            <VisuallyHidden>{props.label}</VisuallyHidden>
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('mover')}</Table.Th>
              {props.columns.map((c) => {
                const active = props.sort === c.key;
                return (
                  <Table.Th
                    key={c.key}
                    style={{ width: c.width, textAlign: c.align }}
                    aria-sort={active ? 'ascending' : undefined}
                  >
                    {c.sortable && props.onSortChange ? (
                      <UnstyledButton
                        onClick={() => props.onSortChange?.(c.key)}
                        fw={700}
                        fz="sm"
                        aria-label={t('ordenarPor', { coluna: c.header })}
                      >
                        <Group gap={4} wrap="nowrap">
                          <span>{c.header}</span>
                          {active ? (
                            <IconSortAscending size={14} aria-hidden />
                          ) : (
                            <IconArrowsSort size={14} aria-hidden />
                          )}
                        </Group>
                      </UnstyledButton>
                    ) : (
                      c.header
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.loading &&
              !props.rows &&
              Array.from({ length: 4 }, (_, i) => (
                <Table.Tr key={`s${i}`}>
                  <Table.Td colSpan={columns}>
                    <Skeleton height={14} radius="sm" />
                  </Table.Td>
                </Table.Tr>
              ))}
            {empty && (
              <Table.Tr>
                <Table.Td colSpan={columns}>
                  <Text ta="center" c="dimmed" py="lg">
                    {props.emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              {rows.map((row, index) => (
                <SortableRow
                  key={props.rowKey(row)}
                  row={row}
                  index={index}
                  total={rows.length}
                  props={props}
                />
              ))}
            </SortableContext>
          </Table.Tbody>
        </Table>
      </DndContext>
    </Table.ScrollContainer>
  );
}

/** `list` with the item at `from` moved to `to`. */
export function moverItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
