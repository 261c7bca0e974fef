import { Burger, Divider, Drawer, NavLink, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';
import { useReportLinks } from '@/hooks/use-report-links';
import { useAuth } from '@/lib/auth-store';
import { useAreaDoTecnico } from '../hooks/use-area-do-tecnico';
import { SUPPORT_ITEMS, SUPPORT_TARGETS } from '../support-items';
import classes from './shell.module.css';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={0} component="section">
      <Title order={2} size="h5" px="sm" py="xs" c="dimmed">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The technician's area in the drawer (read when the drawer opens: its content mounts then). */
function AreaDoTecnico({ item }: { item: (key: string, label: string, to: string) => React.ReactNode }) {
  const { t } = useTranslation('shell');
  const links = useAreaDoTecnico();
  return <Section title={t('menu.areaTecnico')}>{links.map((l) => item(l.key, l.label, l.to))}</Section>;
}

/** Phones: the burger opens a drawer with UNIDADES, RELATÓRIOS, APOIO, the technician's area and CONFIGURAÇÕES. */
export function MobileMenu() {
  const { t } = useTranslation('shell');
  const [opened, { toggle, close }] = useDisclosure(false);
  const auth = useAuth();
  const { links, isPending } = useReportLinks();
  const item = (key: string, label: string, to: string, onClick?: () => void) => (
    <NavLink
      key={key}
      component={Link}
      to={to}
      label={label}
      mih={48}
      onClick={() => {
        onClick?.();
        close();
      }}
    />
  );
  return (
    <>
      <Burger
        className={classes.burger}
        opened={opened}
        onClick={toggle}
        size="md"
        aria-label={t('menu.abrir')}
        aria-expanded={opened}
      />
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="85%"
        title={t('menu.titulo')}
        closeButtonProps={{ 'aria-label': t('common:fechar') }}
      >
        <Stack gap="sm">
          {item('unidades', t('menu.unidades'), routes['Objetos.List'])}
          <Divider />
          <Section title={t('menu.relatorios')}>
            {isPending ? (
              <Text size="sm" px="sm">
                {t('menu.carregandoRelatorios')}
              </Text>
            ) : links.length === 0 ? (
              <Text size="sm" px="sm">
                {t('menu.semRelatorios')}
              </Text>
            ) : (
              links.map((l) => item(String(l.key), l.label, l.to, l.onOpen))
            )}
          </Section>
          <Divider />
          <Section title={t('menu.apoio')}>
            {SUPPORT_ITEMS.map((s) => item(s, t(`apoio.${s}`), SUPPORT_TARGETS[s]))}
          </Section>
          <Divider />
          <AreaDoTecnico item={item} />
          <Divider />
          <Section title={t('menu.configuracoes')}>
            {item('ajuda', t('menu.ajuda'), routes.Ajuda)}
            {item('config', t('menu.configuracoesItem'), routes.Configuracoes)}
            {auth?.role === 'administrador' &&
              item('admin', t('menu.administracao'), routes['Admin.Estatisticas'])}
            {item('sair', t('menu.sair'), routes.Sair)}
          </Section>
        </Stack>
      </Drawer>
    </>
  );
}
