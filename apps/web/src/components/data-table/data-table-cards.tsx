import { Box, Card, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn, DataTableProps } from './data-table';
import { cellContent, SortIcon } from './data-table-parts';

/** Whether a column holds the row's actions (its cell goes to the bottom of a card, without a label). */
export const isActionsColumn = <T,>(c: DataTableColumn<T>) => c.card === 'actions' || c.key === 'acoes';

/**
 * The phone layout of a DataTable: each row a card whose first column is its heading, the other
 * columns as label: value pairs and the actions at the bottom; sorting through a row of buttons.
 */
export function DataTableCards<T>(props: DataTableProps<T> & { showSkeleton: boolean; empty: boolean }) {
  const { t } = useTranslation('common');
  const { columns, rows, sort, order, onSortChange } = props;
  const visible = columns.filter((c) => c.card !== 'hidden');
  const titulo = visible.find((c) => c.card === 'title') ?? visible.find((c) => !isActionsColumn(c));
  const pares = visible.filter((c) => c !== titulo && !isActionsColumn(c));
  const acoes = visible.filter(isActionsColumn);
  const sortable = onSortChange ? columns.filter((c) => c.sortable) : [];

  return (
    <Stack gap="sm">
      {sortable.length > 0 && (
        <Group gap={6} wrap="wrap" role="group" aria-label={t('tabela.ordenacao')}>
          <Text size="sm" c="dimmed">
            {t('tabela.ordenacao')}:
          </Text>
          {sortable.map((c) => {
            const active = sort === c.key;
            return (
              <UnstyledButton
                key={c.key}
                onClick={() => onSortChange?.(c.key)}
                aria-label={t('tabela.ordenarPor', { coluna: c.header })}
                aria-pressed={active}
                fz="sm"
                fw={active ? 700 : 500}
                px={8}
                py={4}
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  border: '1px solid var(--mantine-color-gray-4)',
                  minHeight: 32,
                }}
              >
                <Group gap={4} wrap="nowrap">
                  <span>{c.header}</span>
                  <SortIcon active={active} order={order} />
                </Group>
              </UnstyledButton>
            );
          })}
        </Group>
      )}
      <Box
        component="ul"
        aria-label={props.label}
        aria-busy={props.loading ? true : undefined}
        data-layout="cards"
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 'var(--mantine-spacing-sm)',
        }}
      >
        {props.showSkeleton &&
          Array.from({ length: 3 }, (_, i) => (
            <Card component="li" key={`s${i}`} withBorder radius="md" padding="sm">
              <Skeleton height={16} width="60%" mb="sm" />
              <Skeleton height={12} mb={6} />
              <Skeleton height={12} width="80%" />
            </Card>
          ))}
        {props.empty && (
          <li>
            <Text ta="center" c="dimmed" py="lg">
              {props.emptyText}
            </Text>
          </li>
        )}
        {rows?.map((row) => (
          <Card component="li" key={props.rowKey(row)} withBorder radius="md" padding="sm">
            {titulo && (
              <Box fw={600} mb={pares.length ? 'xs' : 0} style={{ overflowWrap: 'anywhere' }}>
                {cellContent(titulo, row)}
              </Box>
            )}
            {pares.length > 0 && (
              <Box component="dl" m={0} style={{ display: 'grid', gap: 6 }}>
                {pares.map((c) => (
                  <Group key={c.key} justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
                    <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                      {c.header}
                    </Text>
                    <Box
                      component="dd"
                      m={0}
                      fz="sm"
                      ta="right"
                      style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                    >
                      {cellContent(c, row)}
                    </Box>
                  </Group>
                ))}
              </Box>
            )}
            {acoes.length > 0 && (
              <Group
                justify="flex-end"
                gap="xs"
                mt="sm"
                pt="xs"
                wrap="wrap"
                style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
              >
                {acoes.map((c) => (
                  <Box key={c.key}>{cellContent(c, row)}</Box>
                ))}
              </Group>
            )}
          </Card>
        ))}
      </Box>
    </Stack>
  );
}
