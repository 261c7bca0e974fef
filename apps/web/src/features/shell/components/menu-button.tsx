import { IconChevronDown } from '@tabler/icons-react';

// Menu.Target hands its child the toggle handler, ref and aria attributes: the child must be the Button
// itself (a wrapper component would swallow them and the menu would never open).
export const menuButtonProps = {
  variant: 'subtle',
  color: 'dark',
  size: 'md',
  px: 'sm',
  rightSection: <IconChevronDown size={16} aria-hidden />,
} as const;
