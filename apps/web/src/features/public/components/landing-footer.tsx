import { Anchor, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandYoutube,
  IconMail,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';
import { OPEN_COOKIE_PREFERENCES_EVENT } from '@/lib/local-state';
import classes from './landing.module.css';

const REDES = [
  { key: 'instagram', icon: IconBrandInstagram },
  { key: 'facebook', icon: IconBrandFacebook },
  { key: 'linkedin', icon: IconBrandLinkedin },
  { key: 'youtube', icon: IconBrandYoutube },
] as const;

/** Contact footer: e-mail, WhatsApp chat, social links and the legal texts. */
export function LandingFooter() {
  const { t } = useTranslation('landing');
  const email = t('rodape.email');
  return (
    <footer className={classes.footer}>
      <div className={classes.footerGrid}>
        <Stack gap="sm">
          <Title order={2} size="h4" c="white">
            {t('rodape.contato')}
          </Title>
          <ul className={classes.footerList}>
            <li>
              <Anchor
                href={`mailto:${email}`}
                c="white"
                underline="always"
                display="inline-flex"
                style={{ gap: 8 }}
              >
                <IconMail size={20} aria-hidden />
                {t('rodape.emailLabel', { email })}
              </Anchor>
            </li>
            <li>
              <Anchor
                href={`https://wa.me/${t('rodape.whatsapp')}`}
                target="_blank"
                rel="noopener noreferrer"
                c="white"
                underline="always"
                display="inline-flex"
                style={{ gap: 8 }}
                aria-label={t('rodape.whatsappAria')}
              >
                <IconBrandWhatsapp size={20} aria-hidden />
                {t('rodape.whatsappLabel')}
              </Anchor>
            </li>
          </ul>
        </Stack>
        <Stack gap="sm">
          <Title order={2} size="h4" c="white">
            {t('rodape.redes')}
          </Title>
          <ul className={classes.social}>
            {REDES.map(({ key, icon: Icon }) => (
              <li key={key}>
                <a
                  href={t(`rodape.${key}Url`)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('rodape.redeAria', { rede: t(`rodape.${key}`) })}
                >
                  <Icon size={22} aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        </Stack>
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
        {t('rodape.direitos', { ano: new Date().getFullYear() })}
      </Text>
    </footer>
  );
}
