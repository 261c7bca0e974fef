import { type Contato, REDES_SOCIAIS, telefoneHref } from '@guia/shared';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandYoutube,
  IconMail,
  IconPhone,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';
import { useNoNavegador } from '@/hooks/use-no-navegador';
import { getContato, whatsappHref } from '@/lib/contato';
import { OPEN_COOKIE_PREFERENCES_EVENT } from '@/lib/local-state';
import classes from './landing.module.css';

const ICONS = {
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
  linkedin: IconBrandLinkedin,
  youtube: IconBrandYoutube,
} as const;

const linkStyle = { gap: 8 };

/** One contact channel in the footer: its icon and text, in a new tab when it leaves the site. */
function LinkDeContato({
  href,
  Icone,
  externo = false,
  'aria-label': ariaLabel,
  children,
}: {
  href: string;
  Icone: typeof IconMail;
  externo?: boolean;
  'aria-label'?: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Anchor
        href={href}
        {...(externo ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        c="white"
        underline="always"
        display="inline-flex"
        style={linkStyle}
        aria-label={ariaLabel}
      >
        <Icone size={20} aria-hidden />
        {children}
      </Anchor>
    </li>
  );
}

/** Contact footer: e-mail, WhatsApp chat, social links and the legal texts. */
export function LandingFooter() {
  const { t } = useTranslation('landing');
  // The deployment's channels are in the page's meta tag and the year is the visitor's: the landing's
  // markup is prerendered at build time without either, and they appear once the page runs here.
  const noNavegador = useNoNavegador();
  const contato: Contato = noNavegador ? getContato() : {};
  const { email, telefone, whatsapp, ...rest } = contato;
  const redes = REDES_SOCIAIS.filter((rede) => rest[rede]);
  return (
    <footer className={classes.footer}>
      <div className={classes.footerGrid}>
        {noNavegador && (
          <Stack gap="sm">
            <Title order={2} size="h4" c="white">
              {t('rodape.contato')}
            </Title>
            <ul className={classes.footerList}>
              {email && (
                <LinkDeContato href={`mailto:${email}`} Icone={IconMail}>
                  {t('rodape.emailLabel', { email })}
                </LinkDeContato>
              )}
              {telefone && (
                <LinkDeContato href={telefoneHref(telefone)} Icone={IconPhone}>
                  {t('rodape.telefoneLabel', { telefone })}
                </LinkDeContato>
              )}
              {whatsapp && (
                <LinkDeContato
                  href={whatsappHref(whatsapp)}
                  Icone={IconBrandWhatsapp}
                  externo
                  aria-label={t('rodape.whatsappAria')}
                >
                  {t('rodape.whatsappLabel')}
                </LinkDeContato>
              )}
            </ul>
          </Stack>
        )}
        {redes.length > 0 && (
          <Stack gap="sm">
            <Title order={2} size="h4" c="white">
              {t('rodape.redes')}
            </Title>
            <ul className={classes.social}>
              {redes.map((rede) => {
                const Icon = ICONS[rede];
                return (
                  <li key={rede}>
                    <a
                      href={rest[rede]}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('rodape.redeAria', { rede: t(`rodape.${rede}`) })}
                    >
                      <Icon size={22} aria-hidden />
                    </a>
                  </li>
                );
              })}
            </ul>
          </Stack>
        )}
        <nav aria-label={t('rodape.navegacao')}>
          <ul className={classes.footerList}>
            <li>
              <Anchor component={Link} to={routes.Termos} c="white" underline="always">
                {t('rodape.termos')}
              </Anchor>
            </li>
            <li>
              <Anchor component={Link} to={routes['Termos.Privacidade']} c="white" underline="always">
                {t('rodape.privacidade')}
              </Anchor>
            </li>
            <li>
              <button
                type="button"
                className={classes.footerLinkButton}
                onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_PREFERENCES_EVENT))}
              >
                {t('rodape.cookies')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <Text size="sm" ta="center" mt="xl" c="white">
        {noNavegador ? t('rodape.direitos', { ano: new Date().getFullYear() }) : t('rodape.direitosSemAno')}
      </Text>
    </footer>
  );
}
