import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';
import classes from './landing.module.css';
import { SECTION_IDS } from './landing-sections';

const LINKS = [
  ['oQueE', SECTION_IDS.oQueE],
  ['comoFunciona', SECTION_IDS.comoFunciona],
  ['relatorios', SECTION_IDS.relatorios],
  ['cartilhas', SECTION_IDS.cartilhas],
  ['duvidas', SECTION_IDS.duvidas],
] as const;

interface LandingHeaderProps {
  onLogin: () => void;
  onRegister: () => void;
}

/** The landing's top bar: logo, in-page links (desktop), ENTRAR and CADASTRE-SE. */
export function LandingHeader({ onLogin, onRegister }: LandingHeaderProps) {
  const { t } = useTranslation('landing');
  return (
    <header className={classes.header}>
      <div className={classes.headerInner}>
        <Link to={routes.Landing} className={classes.logo} aria-label={t('logo.inicio')}>
          <span className={classes.logoName}>{t('logo.nome')}</span>
          <span className={classes.logoSub}>{t('logo.complemento')}</span>
        </Link>
        <nav aria-label={t('topo.navegacao')}>
          <ul className={classes.navLinks}>
            {LINKS.map(([key, id]) => (
              <li key={key}>
                <a href={`#${id}`}>{t(`topo.links.${key}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <Group gap="xs" wrap="nowrap">
          <Button variant="outline" onClick={onLogin}>
            {t('topo.entrar')}
          </Button>
          <Button onClick={onRegister} className={classes.headerActionsSecondary}>
            {t('topo.cadastreSe')}
          </Button>
        </Group>
      </div>
    </header>
  );
}
