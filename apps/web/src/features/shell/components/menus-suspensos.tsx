import { Button, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';
import { useReportLinks } from '@/hooks/use-report-links';
import { useAuth } from '@/lib/auth-store';
import { useAreaDoTecnico } from '../hooks/use-area-do-tecnico';
import { SUPPORT_ITEMS, SUPPORT_TARGETS } from '../support-items';
import { menuButtonProps } from './menu-button';

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

/** The technician's area (its entries are read when the menu opens: this lives in the open drop-down). */
function AreaDoTecnico() {
  const { t } = useTranslation('shell');
  const links = useAreaDoTecnico();
  return (
    <>
      <Menu.Divider />
      <Menu.Label>{t('menu.areaTecnico')}</Menu.Label>
      {links.map((l) => (
        <Menu.Item key={l.key} component={Link} to={l.to}>
          {l.label}
        </Menu.Item>
      ))}
    </>
  );
}

/** CONFIGURAÇÕES: help, settings, the technician's area, the admin area for administrators, and Sair. */
export function SettingsMenu() {
  const { t } = useTranslation('shell');
  const auth = useAuth();
  return (
    <Menu position="bottom-end" shadow="md" width={260}>
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
        <AreaDoTecnico />
        <Menu.Divider />
        <Menu.Item component={Link} to={routes.Sair}>
          {t('menu.sair')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The top bar's three drop-down menus (tablet and desktop). Their code (Menu, Popover, floating-ui: ~24 kB) is
 * its own chunk, loaded once the first screen is usable (top-menus.tsx).
 */
export default function MenusSuspensos() {
  return (
    <>
      <ReportsMenu />
      <SupportMenu />
      <SettingsMenu />
    </>
  );
}
