import { Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';
import classes from './landing.module.css';

interface SimplePageProps {
  title: string;
  children: ReactNode;
  /** Wider column for long texts (terms, privacy policy). */
  wide?: boolean;
}

/** Frame of the small public pages: the logo back to the landing page and one card with an h1. */
export function SimplePage({ title, children, wide = false }: SimplePageProps) {
  const { t } = useTranslation('landing');
  return (
    <>
      <a href="#conteudo" className={classes.skip}>
        {t('skip')}
      </a>
      <header className={classes.header}>
        <div className={classes.headerInner}>
          <Link to={routes.Landing} className={classes.logo} aria-label={t('logo.inicio')}>
            <span className={classes.logoName}>{t('logo.nome')}</span>
            <span className={classes.logoSub}>{t('logo.complemento')}</span>
          </Link>
        </div>
      </header>
      <main id="conteudo" tabIndex={-1} style={{ background: '#f6f8f5', minHeight: 'calc(100vh - 64px)' }}>
        <Container size={wide ? 'md' : 'xs'} py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
          <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder>
            <Stack gap="lg">
              <Title order={1} size="h2">
                {title}
              </Title>
              {children}
            </Stack>
          </Paper>
        </Container>
      </main>
    </>
  );
}
