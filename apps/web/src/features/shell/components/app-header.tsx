import { Progress, VisuallyHidden } from '@mantine/core';
import { IconLeaf, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigation } from 'react-router';
import { routes } from '@/app/routes';
import { NotificacoesLink } from '@/components/notificacoes-link';
import { useAuth } from '@/lib/auth-store';
import { productName } from '@/lib/format';
import { MobileMenu } from './mobile-menu';
import classes from './shell.module.css';
import { TopMenus } from './top-menus';

/** The top bar: logo to Resumo, the menus, the user's name; a thin bar while a page loads. */
export function AppHeader() {
  const { t } = useTranslation('shell');
  const auth = useAuth();
  const navigation = useNavigation();
  return (
    <header className={classes.header}>
      <div className={classes.headerInner}>
        <Link to={routes.Resumo} className={classes.logo} aria-label={t('logo')}>
          <IconLeaf size={28} aria-hidden />
          <span aria-hidden>{productName()}</span>
        </Link>
        <TopMenus />
        <NotificacoesLink />
        <div className={classes.userName}>
          <IconUserCircle size={22} aria-hidden style={{ flexShrink: 0 }} />
          <span title={auth?.nome}>
            <VisuallyHidden>{t('menu.usuarioPrefixo')}</VisuallyHidden>
            {auth?.nome}
          </span>
        </div>
        <MobileMenu />
      </div>
      {navigation.state === 'loading' && (
        <Progress
          className={classes.progress}
          value={100}
          animated
          size="xs"
          radius={0}
          aria-label={t('carregandoPagina')}
        />
      )}
    </header>
  );
}
