import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The way back to the screen above (a list, a unit's page): an arrow and the spec's text. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
      w="fit-content"
    >
      {children}
    </Button>
  );
}
