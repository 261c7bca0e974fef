import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';

/**
 * An admin list's heading: its title, then how many it holds (announced politely when a search or
 * filter changes it) beside the list's actions.
 */
export function ListHeading({
  title,
  total,
  totalText,
  children,
}: {
  /** A text is the page's h1; anything else is shown as it is (and holds the h1). */
  title: ReactNode;
  /** The server's total; nothing is shown before it arrives. */
  total: number | undefined;
  /** The count in words, e.g. `(n) => t('temas.total', n)` ('3 temas'): `count` for the plural. */
  totalText: (n: { count: number; total: string }) => string;
  /** The list's actions (Adicionar ...). */
  children?: ReactNode;
}) {
  const contagem = total !== undefined && (
    <Text c="dimmed" aria-live="polite">
      {totalText({ count: total, total: formatNumber(total) })}
    </Text>
  );
  return (
    <Group justify="space-between" align="baseline" wrap="wrap">
      {typeof title === 'string' ? <Title order={1}>{title}</Title> : title}
      {children ? (
        <Group gap="md">
          {contagem}
          {children}
        </Group>
      ) : (
        contagem
      )}
    </Group>
  );
}
