import { Anchor, Group, Stack, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandYoutube,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';
import { contato } from '../contact';
import classes from './shell.module.css';

const SOCIAL = [
  { key: 'instagram', icon: IconBrandInstagram },
  { key: 'facebook', icon: IconBrandFacebook },
  { key: 'linkedin', icon: IconBrandLinkedin },
  { key: 'youtube', icon: IconBrandYoutube },
] as const;

/** Footer: social links, the WhatsApp contact and the legal texts. */
export function AppFooter() {
  const { t } = useTranslation('shell');
  const whatsapp = `https://wa.me/${contato.whatsapp}?text=${encodeURIComponent(t('rodape.whatsappMensagem'))}`;
  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        <Stack gap={8}>
          <Text size="sm">{t('rodape.sobre')}</Text>
          <Group gap="md">
            <Anchor
              component={Link}
              to={routes.Termos}
              size="sm"
              className={classes.footerLink}
              underline="always"
            >
              {t('rodape.termos')}
            </Anchor>
            <Anchor
              component={Link}
              to={routes['Termos.Privacidade']}
              size="sm"
              className={classes.footerLink}
              underline="always"
            >
              {t('rodape.privacidade')}
            </Anchor>
          </Group>
        </Stack>
        <Group gap="sm" wrap="wrap">
          <a className={classes.whatsapp} href={whatsapp} target="_blank" rel="noopener noreferrer">
            <IconBrandWhatsapp size={24} aria-hidden />
            {t('rodape.whatsapp')}
          </a>
          <ul
            aria-label={t('rodape.redes')}
            style={{ display: 'flex', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}
          >
            {SOCIAL.map(({ key, icon: Icon }) => (
              <li key={key}>
                <a
                  className={classes.footerIcon}
                  href={contato.redes[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`rodape.${key}`)}
                >
                  <Icon size={24} aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        </Group>
      </div>
    </footer>
  );
}
