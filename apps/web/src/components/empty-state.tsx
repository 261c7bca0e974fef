import { Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  description?: string;
  /** One of the illustrations in /public/ilustracoes (decorative here: the title says it all). */
  illustration?: 'pasto' | 'produtor' | 'cadeia';
  /** The next action. */
  action?: ReactNode;
  headingOrder?: 2 | 3;
}

/** An empty list or screen: the spec's text, a light illustration and the next action. */
export function EmptyState({
  title,
  description,
  illustration = 'pasto',
  action,
  headingOrder = 2,
}: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center">
      <Image src={`/ilustracoes/${illustration}.svg`} alt="" w={220} maw="70%" h="auto" />
      <Title order={headingOrder} size="h4">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" maw={460}>
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}
