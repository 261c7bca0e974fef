import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder so the admin routes compile; the screen is built in its own branch. */
export function UsuariosPage() {
  const { t } = useTranslation('admin');
  return <Title order={1}>{t('placeholder.usuarios')}</Title>;
}
