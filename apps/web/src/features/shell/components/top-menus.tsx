import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { routes } from '@/app/routes';
import { useReportLinks } from '@/hooks/use-report-links';
import { useAuth } from '@/lib/auth-store';
import { SUPPORT_ITEMS, SUPPORT_TARGETS } from '../support-items';
import classes from './shell.module.css';

// Menu.Target hands its child the toggle handler, ref and aria attributes: the child must be the Button
// itself (a wrapper component would swallow them and the menu would never open).
const menuButtonProps = {
  variant: 'subtle',
  color: 'dark',
  size: 'md',
  px: 'sm',
  rightSection: <IconChevronDown size={16} aria-hidden />,
} as const;

/** RELATÓRIOS: the user's finished questionnaires, or the empty text. */
export function ReportsMenu() {
  const { t } = useTranslation('shell');
  const { links, isPending, isError } = useReportLinks();
  return (
    <Menu position="bottom-start" shadow="md" width={300}>
      <Menu.Target>
        <Button {...menuButtonProps}>{t('menu.relatorios')}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {isPending ? (
          <Text size="sm" p="sm" role="status">
            {t('menu.carregandoRelatorios')}
          </Text>
        ) : isError ? (
          <Text size="sm" p="sm" role="status">
            {t('menu.erroRelatorios')}
          </Text>
        ) : links.length === 0 ? (
          <Text size="sm" p="sm" role="status">
            {t('menu.semRelatorios')}
          </Text>
        ) : (
          links.map((l) => (
            <Menu.Item key={l.key} component={Link} to={l.to} onClick={l.onOpen}>
              {l.label}
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** APOIO: the eight support topics, each leading to its page of the support-material library. */
export function SupportMenu() {
  const { t } = useTranslation('shell');
  return (
    <Menu position="bottom-start" shadow="md" width={260}>
      <Menu.Target>
        <Button {...menuButtonProps}>{t('menu.apoio')}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {SUPPORT_ITEMS.map((item) => (
          <Menu.Item key={item} component={Link} to={SUPPORT_TARGETS[item]}>
            {t(`apoio.${item}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** CONFIGURAÇÕES: help, settings, the admin area for administrators, and Sair. */
export function SettingsMenu() {
  const { t } = useTranslation('shell');
  const auth = useAuth();
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <Button {...menuButtonProps}>{t('menu.configuracoes')}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={routes.Ajuda}>
          {t('menu.ajuda')}
        </Menu.Item>
        <Menu.Item component={Link} to={routes.Configuracoes}>
          {t('menu.configuracoesItem')}
        </Menu.Item>
        {auth?.role === 'administrador' && (
          <Menu.Item component={Link} to={routes['Admin.Estatisticas']}>
            {t('menu.administracao')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to={routes.Sair}>
          {t('menu.sair')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The top bar's menus (tablet and desktop; on a phone they live in the burger drawer). */
export function TopMenus() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const unidades = routes['Objetos.List'];
  const onUnidades = pathname === unidades || pathname.startsWith(`${unidades}/`);
  return (
    <nav aria-label={t('menu.superior')} className={classes.topMenus}>
      <Button
        component={Link}
        to={unidades}
        variant="subtle"
        color="dark"
        size="md"
        px="sm"
        aria-current={onUnidades ? 'page' : undefined}
      >
        {t('menu.unidades')}
      </Button>
      <ReportsMenu />
      <SupportMenu />
      <SettingsMenu />
    </nav>
  );
}
