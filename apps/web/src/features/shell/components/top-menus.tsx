import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { aposPrimeiraTela } from '@/app/apos-primeira-tela';
import { routes } from '@/app/routes';
import { comTextos } from '@/i18n';
import { menuButtonProps } from './menu-button';
import classes from './shell.module.css';

// The drop-downs' code waits for the first screen (issue 16 §4): the answering screen on a phone (where
// these menus are hidden, in the burger's drawer instead) does not download it before it is usable.
const MenusSuspensos = lazy(
  comTextos(['shell'], () => aposPrimeiraTela().then(() => import('./menus-suspensos'))),
);

/** Until the menus' code arrives: the same three buttons, drawn alike, that open nothing yet. */
function MenusProvisorios() {
  const { t } = useTranslation('shell');
  return (
    <>
      {(['menu.relatorios', 'menu.apoio', 'menu.configuracoes'] as const).map((chave) => (
        <Button key={chave} {...menuButtonProps} aria-disabled>
          {t(chave)}
        </Button>
      ))}
    </>
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
      <Suspense fallback={<MenusProvisorios />}>
        <MenusSuspensos />
      </Suspense>
    </nav>
  );
}
