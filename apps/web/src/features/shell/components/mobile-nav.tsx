import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMainNav } from '../hooks/use-main-nav';
import classes from './shell.module.css';

/** Phones: a bottom bar with Resumo, Objetos and Materiais de apoio, within thumb reach. */
export function MobileNav() {
  const { t } = useTranslation('shell');
  const items = useMainNav('mobile');
  return (
    <nav aria-label={t('nav.celular')} className={classes.bottomNav}>
      {items.map(({ route, label, icon: Icon, to, current }) => (
        <Link
          key={route}
          to={to}
          className={classes.bottomNavLink}
          aria-current={current ? 'page' : undefined}
        >
          <Icon size={26} aria-hidden />
          <span>{t(label)}</span>
        </Link>
      ))}
    </nav>
  );
}
