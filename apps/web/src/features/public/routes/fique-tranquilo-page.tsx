import { RESET_TOKEN_TTL_MINUTES } from '@guia/shared';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';
import { SimplePage } from '../components/simple-page';

/** /fique-tranquilo: the reset link is on its way; 'Entendi' goes to login. */
export function FiqueTranquiloPage() {
  const { t } = useTranslation('auth');
  return (
    <SimplePage title={t('fiqueTranquilo.titulo')}>
      <img
        src="/ilustracoes/produtor.svg"
        alt=""
        width={320}
        height={240}
        style={{ maxWidth: '100%', height: 'auto', alignSelf: 'center' }}
      />
      <Text>{t('fiqueTranquilo.texto')}</Text>
      <Text size="sm">{t('fiqueTranquilo.dica', { minutos: RESET_TOKEN_TTL_MINUTES })}</Text>
      <Button component={Link} to={routes.Acessar} fullWidth>
        {t('fiqueTranquilo.entendi')}
      </Button>
    </SimplePage>
  );
}
