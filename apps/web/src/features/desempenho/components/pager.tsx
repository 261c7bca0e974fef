import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

interface PagerProps {
  /** 1-based. */
  page: number;
  total: number;
  onChange: (page: number) => void;
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** 'n / total'. */
  text: string;
}

/** The reports' mobile pager: previous, 'n / total', next. */
export function Pager({ page, total, onChange, label, previousLabel, nextLabel, text }: PagerProps) {
  return (
    <Group component="nav" aria-label={label} justify="center" gap="md">
      <ActionIcon
        variant="light"
        size="xl"
        aria-label={previousLabel}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <IconChevronLeft aria-hidden />
      </ActionIcon>
      <Text fw={700} aria-live="polite" miw={56} ta="center">
        {text}
      </Text>
      <ActionIcon
        variant="light"
        size="xl"
        aria-label={nextLabel}
        disabled={page >= total}
        onClick={() => onChange(page + 1)}
      >
        <IconChevronRight aria-hidden />
      </ActionIcon>
    </Group>
  );
}
