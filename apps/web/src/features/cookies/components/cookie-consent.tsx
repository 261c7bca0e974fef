import { colors } from '@guia/shared';
import { Anchor, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';
import { useNoNavegador } from '@/hooks/use-no-navegador';
import { OPEN_COOKIE_PREFERENCES_EVENT } from '@/lib/local-state';
import { readCookieConsent, saveCookieConsent } from '../consent-storage';
import classes from './cookie-consent.module.css';
import { useEspacoDoBanner } from './use-espaco-do-banner';

/**
 * Cookie consent (spec screen 27): a non-blocking bar at the bottom, shown until the visitor accepts,
 * refuses or saves preferences. The footer's "Preferências de cookies" reopens it.
 */
export function CookieConsent() {
  const { t } = useTranslation('cookies');
  const [open, setOpen] = useState(() => readCookieConsent() === null);
  const [view, setView] = useState<'resumo' | 'preferencias'>('resumo');
  const [desempenho, setDesempenho] = useState(() => readCookieConsent()?.desempenho ?? false);
  const [funcionalidade, setFuncionalidade] = useState(() => readCookieConsent()?.funcionalidade ?? false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const reopened = useRef(false);
  const barRef = useRef<HTMLElement>(null);
  // The choice is stored in this browser: the prerendered landing has no bar, and its hydration shows it
  // (a page without JavaScript could not act on it anyway).
  const visible = useNoNavegador() && open;
  useEspacoDoBanner(barRef, visible);

  useEffect(() => {
    const reopen = () => {
      const stored = readCookieConsent();
      setDesempenho(stored?.desempenho ?? false);
      setFuncionalidade(stored?.funcionalidade ?? false);
      setView('preferencias');
      reopened.current = true;
      setOpen(true);
    };
    window.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, reopen);
  }, []);

  // Opened on request (or switched view): the keyboard moves to it. Shown on arrival: it waits.
  useEffect(() => {
    if (open && (reopened.current || view === 'preferencias')) titleRef.current?.focus();
  }, [open, view]);

  if (!visible) return null;

  const decide = (choice: { desempenho: boolean; funcionalidade: boolean }, announce = false) => {
    saveCookieConsent(choice);
    reopened.current = false;
    setOpen(false);
    setView('resumo');
    if (announce) notifications.show({ message: t('salvo'), color: 'pasture' });
  };

  return (
    <section ref={barRef} className={classes.bar} aria-labelledby="cookies-titulo">
      <Stack gap="sm">
        <Title order={2} size="h4" id="cookies-titulo" ref={titleRef} tabIndex={-1}>
          {view === 'resumo' ? t('titulo') : t('preferenciasTitulo')}
        </Title>
        {view === 'resumo' ? (
          <>
            <Text size="sm">
              {t('texto')}{' '}
              <Anchor component={Link} to={routes['Termos.Privacidade']} underline="always" size="sm">
                {t('saibaMais')}
              </Anchor>
            </Text>
            <Group gap="sm" justify="flex-end">
              <Button variant="subtle" color="pasture.8" onClick={() => setView('preferencias')}>
                {t('preferencias')}
              </Button>
              <Button variant="default" onClick={() => decide({ desempenho: false, funcionalidade: false })}>
                {t('recusar')}
              </Button>
              <Button onClick={() => decide({ desempenho: true, funcionalidade: true })}>
                {t('aceitar')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Switch
              checked
              disabled
              readOnly
              label={t('categorias.necessarios.titulo')}
              // Mantine's label wraps the description too: the name is the title alone.
              aria-label={t('categorias.necessarios.titulo')}
              description={t('categorias.necessarios.texto')}
              styles={{ description: { color: colors.muted } }}
            />
            <Switch
              checked={desempenho}
              onChange={(event) => setDesempenho(event.currentTarget.checked)}
              label={t('categorias.desempenho.titulo')}
              // Mantine's label wraps the description too: the name is the title alone.
              aria-label={t('categorias.desempenho.titulo')}
              description={t('categorias.desempenho.texto')}
              styles={{ description: { color: colors.muted } }}
            />
            <Switch
              checked={funcionalidade}
              onChange={(event) => setFuncionalidade(event.currentTarget.checked)}
              label={t('categorias.funcionalidade.titulo')}
              // Mantine's label wraps the description too: the name is the title alone.
              aria-label={t('categorias.funcionalidade.titulo')}
              description={t('categorias.funcionalidade.texto')}
              styles={{ description: { color: colors.muted } }}
            />
            <Group gap="sm" justify="flex-end">
              <Button variant="default" onClick={() => setView('resumo')}>
                {t('voltar')}
              </Button>
              <Button onClick={() => decide({ desempenho, funcionalidade }, true)}>{t('salvar')}</Button>
            </Group>
          </>
        )}
      </Stack>
    </section>
  );
}
