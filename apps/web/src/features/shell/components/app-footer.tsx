import { REDES_SOCIAIS } from '@guia/shared';
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
import { getContato, whatsappHref } from '@/lib/contato';
import classes from './shell.module.css';

const ICONS = {
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
  linkedin: IconBrandLinkedin,
  youtube: IconBrandYoutube,
} as const;

/** Footer: social links, the WhatsApp contact and the legal texts. */
export function AppFooter() {
  const { t } = useTranslation('shell');
  const contato = getContato();
  const redes = REDES_SOCIAIS.filter((rede) => contato[rede]);
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
          {contato.whatsapp && (
            <a
              className={classes.whatsapp}
              href={whatsappHref(contato.whatsapp, t('rodape.whatsappMensagem'))}
              target="_blank"
              rel="noopener noreferrer"
            >
              <IconBrandWhatsapp size={24} aria-hidden />
              {t('rodape.whatsapp')}
            </a>
          )}
          {redes.length > 0 && (
            <ul
              aria-label={t('rodape.redes')}
              style={{ display: 'flex', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}
            >
              {redes.map((rede) => {
                const Icon = ICONS[rede];
                return (
                  <li key={rede}>
                    <a
                      className={classes.footerIcon}
                      href={contato[rede]}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t(`rodape.${rede}`)}
                    >
                      <Icon size={24} aria-hidden />
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </Group>
      </div>
    </footer>
  );
}
