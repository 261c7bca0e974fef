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
                <li>
                  <Anchor
                    href={`mailto:${email}`}
                    c="white"
                    underline="always"
                    display="inline-flex"
                    style={linkStyle}
                  >
                    <IconMail size={20} aria-hidden />
                    {t('rodape.emailLabel', { email })}
                  </Anchor>
                </li>
              )}
              {telefone && (
                <li>
                  <Anchor
                    href={telefoneHref(telefone)}
                    c="white"
                    underline="always"
                    display="inline-flex"
                    style={linkStyle}
                  >
                    <IconPhone size={20} aria-hidden />
                    {t('rodape.telefoneLabel', { telefone })}
                  </Anchor>
                </li>
              )}
              {whatsapp && (
                <li>
                  <Anchor
                    href={whatsappHref(whatsapp)}
                    target="_blank"
                    rel="noopener noreferrer"
                    c="white"
                    underline="always"
                    display="inline-flex"
                    style={linkStyle}
                    aria-label={t('rodape.whatsappAria')}
                  >
                    <IconBrandWhatsapp size={20} aria-hidden />
                    {t('rodape.whatsappLabel')}
                  </Anchor>
                </li>
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
