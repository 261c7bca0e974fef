import { ActionIcon, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { type ComponentType, useId } from 'react';
import { Link } from 'react-router';

/** One action of a table row. */
export interface RowAction {
  /** The action's name, with the row's when it stands alone as an icon ('Editar o tema Cartilhas'). */
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** Opens a page (a link) ... */
  to?: string;
  /** ... or does something on this one. */
  onClick?: () => void;
  /** Deleting, revoking: shown in red. */
  danger?: boolean;
  disabled?: boolean;
  /** What to know before the click (why it is disabled, why it may be refused): its description. */
  hint?: string;
}

/** The usual 'edit' action of a row. */
export const editarAcao = (label: string, onClick: () => void): RowAction => ({
  label,
  icon: IconPencil,
  onClick,
});

/** The usual 'delete' action of a row (in red); `hint` says beforehand why it may be refused. */
export const excluirAcao = (label: string, onClick: () => void, hint?: string): RowAction => ({
  label,
  icon: IconTrash,
  danger: true,
  onClick,
  hint,
});

/** A falsy entry is left out, so a list can hold conditional actions. */
type Actions = (RowAction | false | null | undefined)[];

/**
 * The actions of an admin table's row, in one of two shapes: a row of icon buttons (each named for
 * screen readers and with a tooltip), or, given `menuLabel`, a '⋯' button that opens them as a menu.
 */
export function RowActions({ actions, menuLabel }: { actions: Actions; menuLabel?: string }) {
  const list = actions.filter((a): a is RowAction => Boolean(a));
  return menuLabel ? (
    <ActionsMenu actions={list} label={menuLabel} />
  ) : (
    <Group gap={4} justify="center" wrap="nowrap">
      {list.map((a) => (
        <Tooltip key={a.label} label={a.hint ?? a.label}>
          {a.to ? (
            <ActionIcon component={Link} to={a.to} {...iconProps(a)} />
          ) : (
            <ActionIcon onClick={a.onClick} disabled={a.disabled} {...iconProps(a)} />
          )}
        </Tooltip>
      ))}
    </Group>
  );
}

function iconProps({ label, hint, danger, icon: Icon }: RowAction) {
  return {
    variant: 'subtle',
    color: danger ? 'red.9' : 'dark',
    size: 'lg',
    'aria-label': label,
    'aria-description': hint,
    children: <Icon size={18} aria-hidden />,
  } as const;
}

function ActionsMenu({ actions, label }: { actions: RowAction[]; label: string }) {
  const id = useId();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
          <IconDots size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((a, i) => {
          const section = <a.icon size={16} aria-hidden />;
          if (a.to) {
            return (
              <Menu.Item key={a.label} component={Link} to={a.to} leftSection={section}>
                {a.label}
              </Menu.Item>
            );
          }
          const hintId = a.hint ? `${id}-${i}` : undefined;
          return (
            <Menu.Item
              key={a.label}
              color={a.danger ? 'red' : undefined}
              leftSection={section}
              disabled={a.disabled}
              onClick={a.onClick}
              aria-label={a.hint ? a.label : undefined}
              aria-describedby={hintId}
            >
              {a.hint ? (
                <Stack gap={0}>
                  <span>{a.label}</span>
                  <Text size="xs" c="dark.6" id={hintId} maw={220}>
                    {a.hint}
                  </Text>
                </Stack>
              ) : (
                a.label
              )}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
