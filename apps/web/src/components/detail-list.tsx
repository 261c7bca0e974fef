import { SimpleGrid, type SimpleGridProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One label/value pair of a detail list. */
export type DetailItem = readonly [label: string, value: ReactNode];

interface DetailListProps {
  items: readonly DetailItem[];
  /** Columns per breakpoint (a unit's data: 1, 2 then 3 columns). */
  cols?: SimpleGridProps['cols'];
  spacing?: SimpleGridProps['spacing'];
  verticalSpacing?: SimpleGridProps['verticalSpacing'];
}

/** Label/value pairs as a description list (<dl>): a unit's data, a report's header, a proof of filling. */
export function DetailList({
  items,
  cols = { base: 1, xs: 2, md: 3 },
  spacing = 'md',
  verticalSpacing,
}: DetailListProps) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing={spacing} verticalSpacing={verticalSpacing} m={0}>
      {items.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
