import { Anchor, Box, Burger, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconShieldCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { routes } from '@/app/routes';
import { MAIN_ID, SkipLink } from '@/components/skip-link';
import { ADMIN_MENU } from './admin-menu';

/** The menu entries; the current section (and its sub-pages) marked as the page. */
function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {ADMIN_MENU.map(({ key, route }) => {
        const to = routes[route];
        const active = pathname === to || pathname.startsWith(`${to}/`);
        return (
          <li key={key}>
            <NavLink
              component={Link}
              to={to}
              label={t(`menu.${key}`)}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              variant="light"
              color="pasture"
            />
          </li>
        );
      })}
      <li>
        <NavLink
          component={Link}
          to={routes.Resumo}
          label={t('menu.voltar')}
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onNavigate}
        />
      </li>
    </Stack>
  );
}

/**
 * The admin frame: a header, a side menu (a burger and drawer on a phone) and the screen. Every route
 * change scrolls to the top (spec §2.1) and moves focus to the content for screen readers.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const [aberto, { toggle, close }] = useDisclosure(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose after each change of page
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <SkipLink />
      <Box
        component="header"
        bg="white"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconShieldCheck size={28} aria-hidden color="var(--mantine-color-pasture-7)" />
            <Text fw={700} size="lg">
              {t('area')}
            </Text>
          </Group>
          <Anchor component={Link} to={routes.Resumo} visibleFrom="sm" size="sm">
            {t('menu.voltar')}
          </Anchor>
          <Burger
            opened={aberto}
            onClick={toggle}
            hiddenFrom="sm"
            aria-label={aberto ? t('menu.fechar') : t('menu.abrir')}
            aria-expanded={aberto}
            aria-controls="admin-menu-drawer"
          />
        </Group>
      </Box>
      <Drawer
        id="admin-menu-drawer"
        opened={aberto}
        onClose={close}
        title={t('area')}
        hiddenFrom="sm"
        size="80%"
        closeButtonProps={{ 'aria-label': t('menu.fechar') }}
      >
        <nav aria-label={t('menu.rotulo')}>
          <AdminNav onNavigate={close} />
        </nav>
      </Drawer>
      <Group align="flex-start" gap={0} wrap="nowrap">
        <Box
          component="nav"
          aria-label={t('menu.rotulo')}
          visibleFrom="sm"
          w={240}
          p="md"
          style={{ flexShrink: 0 }}
        >
          <AdminNav />
        </Box>
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          p={{ base: 'md', sm: 'lg' }}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Outlet />
        </Box>
      </Group>
    </Box>
  );
}
