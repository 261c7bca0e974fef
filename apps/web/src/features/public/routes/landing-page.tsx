import { colors } from '@guia/shared';
import { Button, Center, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { lazy, type RefObject, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { carregarEstilosCompletos } from '@/app/estilos/estilos-completos';
import { routes } from '@/app/routes';
import { comTextos } from '@/i18n';
import type { AuthModal } from '../components/auth-modals';
import { HeroCarousel } from '../components/hero-carousel';
import classes from '../components/landing.module.css';
import { LandingFooter } from '../components/landing-footer';
import { LandingHeader } from '../components/landing-header';
import {
  CartilhasSection,
  ComeceAgoraSection,
  ComoFuncionaSection,
  FaqSection,
  OQueESection,
  PrivacidadeSection,
  RelatoriosSection,
  SECTION_IDS,
} from '../components/landing-sections';
import type { RegisterForm as RegisterFormType } from '../components/register-form';

// Most first visits never open a modal: their forms (and Mantine's modal and radio code) load on the
// first opening, not with the page. Like the form below, they wait for the Mantine styles the landing's
// document leaves for later (inputs, modals: @/app/estilos/estilos-completos), and for their texts.
const AuthModals = lazy(
  comTextos(['auth'], async () => {
    const [modulo] = await Promise.all([import('../components/auth-modals'), carregarEstilosCompletos()]);
    return { default: modulo.AuthModals };
  }),
);

// The registration form brings the shared zod schemas, the input masks and the form library (~60 kB
// compressed): it loads at the visitor's first sign of engagement instead of with the page.
const RegisterForm = lazy(
  comTextos(['auth'], async () => {
    const [modulo] = await Promise.all([import('../components/register-form'), carregarEstilosCompletos()]);
    return { default: modulo.RegisterForm };
  }),
);
const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** True from the visitor's first tap, key, wheel or scroll (or at once when `initial`). */
function useEngaged(initial: boolean): [boolean, () => void] {
  const [engaged, setEngaged] = useState(initial);
  useEffect(() => {
    if (engaged) return;
    const on = () => setEngaged(true);
    for (const name of ENGAGEMENT_EVENTS) window.addEventListener(name, on, { capture: true, passive: true });
    return () => {
      for (const name of ENGAGEMENT_EVENTS) window.removeEventListener(name, on, { capture: true });
    };
  }, [engaged]);
  return [engaged, useCallback(() => setEngaged(true), [])];
}

/** The lazily loaded form; focuses its first field when 'Cadastrar' asked for it before it arrived. */
function RegisterFormSlot({
  focusWhenReady,
  ...props
}: Parameters<typeof RegisterFormType>[0] & { focusWhenReady: RefObject<boolean> }) {
  useEffect(() => {
    if (!focusWhenReady.current) return;
    focusWhenReady.current = false;
    document.getElementById('cadastro-nome')?.focus({ preventScroll: true });
  }, [focusWhenReady]);
  return <RegisterForm {...props} />;
}

function initialModal(pathname: string, token: string | null): AuthModal {
  if (token) return { kind: 'recover', token };
  return pathname === routes.Acessar ? { kind: 'login' } : null;
}

/** Screen 1: the landing page, with the login, forgot-password, recover and e-mail code modals. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [modal, setModal] = useState<AuthModal>(() => initialModal(pathname, searchParams.get('token')));
  // Once loaded the modals stay mounted, so that closing one still plays its transition.
  const [modalsWanted, setModalsWanted] = useState(modal !== null);
  if (modal !== null && !modalsWanted) setModalsWanted(true);

  const [formWanted, wantForm] = useEngaged(pathname === routes['Registre-se']);
  const focusWhenReady = useRef(false);

  const goToRegister = useCallback(() => {
    setModal(null);
    wantForm();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(SECTION_IDS.cadastro)?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth' });
    const field = document.getElementById('cadastro-nome');
    if (field) field.focus({ preventScroll: true });
    else focusWhenReady.current = true;
  }, [wantForm]);

  // /acessar opens the login modal and /registro brings the form into view, also when the page is
  // already showing (the three paths share this page). Deferred: the layout scrolls to the top first.
  useEffect(() => {
    if (pathname === routes.Acessar) setModal((m) => m ?? { kind: 'login' });
    if (pathname !== routes['Registre-se']) return;
    const id = setTimeout(goToRegister, 50);
    return () => clearTimeout(id);
  }, [pathname, goToRegister]);

  const changeModal = (next: AuthModal) => {
    setModal(next);
    if (next === null && pathname === routes.Acessar)
      navigate(routes.Landing, { replace: true, state: null });
  };
  const openLogin = () => setModal({ kind: 'login' });

  return (
    <>
      <a href="#conteudo" className={classes.skip}>
        {t('skip')}
      </a>
      <LandingHeader onLogin={openLogin} onRegister={goToRegister} />
      <main id="conteudo" tabIndex={-1}>
        <section className={classes.hero} aria-labelledby="hero-titulo">
          <div className={classes.heroGrid}>
            <Stack gap="lg">
              <Title
                order={1}
                id="hero-titulo"
                style={{ fontSize: 'clamp(1.9rem, 4vw, 3rem)', lineHeight: 1.15 }}
              >
                {t('hero.titulo')}
              </Title>
              <Text size="lg">{t('hero.texto')}</Text>
              <Group gap="md">
                <Button size="lg" onClick={goToRegister}>
                  {t('hero.cadastrar')}
                </Button>
                <Button size="lg" variant="outline" onClick={openLogin}>
                  {t('hero.entrar')}
                </Button>
              </Group>
            </Stack>
            <HeroCarousel />
          </div>
        </section>

        <OQueESection />
        <ComoFuncionaSection />
        <RelatoriosSection />

        <section
          id={SECTION_IDS.cadastro}
          aria-labelledby="cadastro-titulo"
          className={`${classes.section} ${classes.sectionAlt}`}
        >
          <div className={`${classes.container} ${classes.registerGrid}`}>
            <Stack gap="md">
              <Title order={2} id="cadastro-titulo">
                {t('cadastro.titulo')}
              </Title>
              <Text size="lg">{t('cadastro.texto')}</Text>
              <List spacing="sm" icon={<IconCheck size={20} color={colors.primary} aria-hidden />}>
                {(['1', '2', '3'] as const).map((n) => (
                  <List.Item key={n}>{t(`cadastro.beneficios.${n}`)}</List.Item>
                ))}
              </List>
            </Stack>
            <div className={classes.registerCard}>
              {formWanted ? (
                <Suspense fallback={<FormPlaceholder loading />}>
                  <RegisterFormSlot
                    focusWhenReady={focusWhenReady}
                    onRegistered={(email, tentativa, justSent) =>
                      setModal({ kind: 'code', email, tentativa, justSent })
                    }
                    onLogin={openLogin}
                  />
                </Suspense>
              ) : (
                <FormPlaceholder />
              )}
            </div>
          </div>
        </section>

        <CartilhasSection />
        <FaqSection />
        <PrivacidadeSection />
        <ComeceAgoraSection onRegister={goToRegister} onLogin={openLogin} />
      </main>
      <LandingFooter />
      {modalsWanted && (
        <Suspense fallback={null}>
          <AuthModals modal={modal} onChange={changeModal} />
        </Suspense>
      )}
    </>
  );
}

/** Holds the form's place (no jump when it arrives); shows progress only once the form is on its way. */
function FormPlaceholder({ loading = false }: { loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih={560} role={loading ? 'status' : undefined}>
      {loading && <Loader role="progressbar" aria-label={t('carregando')} />}
    </Center>
  );
}
