import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMainNav } from '../hooks/use-main-nav';
import classes from './shell.module.css';

/** Desktop side navigation: Resumo, Objetos, Desempenho, Materiais de apoio. */
export function SideNav() {
  const { t } = useTranslation('shell');
  const items = useMainNav('side');
  return (
    <nav aria-label={t('nav.lateral')} className={classes.sideNav}>
      <Stack gap={4} className={classes.sideNavInner}>
        {items.map(({ route, label, icon: Icon, to, current }) => (
          <NavLink
            key={route}
            component={Link}
            to={to}
            label={t(label)}
            leftSection={<Icon size={22} aria-hidden />}
            active={current}
            aria-current={current ? 'page' : undefined}
            variant="light"
            mih={48}
            fw={current ? 700 : 500}
            style={{ borderRadius: 8 }}
          />
        ))}
      </Stack>
    </nav>
  );
}
