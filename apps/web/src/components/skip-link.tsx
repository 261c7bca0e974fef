import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

export const MAIN_ID = 'conteudo';

/** First focusable element: jumps over the header and the navigation to the page content. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a
      href={`#${MAIN_ID}`}
      className={classes.skipLink}
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {t('pularParaConteudo')}
    </a>
  );
}
