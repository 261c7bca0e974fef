import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNaoLidas } from '@/api/notificacoes';
import { routes } from '@/app/routes';
import { useAuth } from '@/lib/auth-store';

/** After the first screen and its reads: the badge never competes with them on a weak link. */
const ATRASO_MS = 2_000;

/** The header's bell: to Notificações, with the unread count (read a little after the page is up). */
export function NotificacoesLink({ atrasoMs = ATRASO_MS }: { atrasoMs?: number }) {
  const { t } = useTranslation('shell');
  const auth = useAuth();
  const [pronto, setPronto] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPronto(true), atrasoMs);
    return () => clearTimeout(timer);
  }, [atrasoMs]);
  const naoLidas = useNaoLidas(pronto && auth !== null).data ?? 0;
  const rotulo =
    naoLidas > 0 ? t('notificacoes.linkComNaoLidas', { count: naoLidas }) : t('notificacoes.titulo');
  return (
    <Indicator
      label={naoLidas > 99 ? '99+' : naoLidas}
      size={18}
      color="red"
      disabled={naoLidas === 0}
      offset={6}
    >
      <ActionIcon
        component={Link}
        to={routes.Notificacoes}
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={rotulo}
      >
        <IconBell size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
