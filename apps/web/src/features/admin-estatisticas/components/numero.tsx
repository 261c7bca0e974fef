import { Paper, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A card with one figure of the statistics and its label (the label names the card). */
export function Numero({ rotulo, valor }: { rotulo: string; valor: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder p="md" radius="md">
      <Text id={id} size="sm" c="dimmed">
        {rotulo}
      </Text>
      <Text fz={28} fw={700}>
        {valor}
      </Text>
    </Paper>
  );
}
