import { Button, Stack, Text, Title } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';

/** A unit that does not exist or is another user's (the API answers both with 404). */
export function ObjetoNotFound() {
  const { t } = useTranslation('objetos');
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <IconMapPinOff size={48} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
      <Title order={1} size="h2">
        {t('naoEncontrado.titulo')}
      </Title>
      <Text c="dimmed">{t('naoEncontrado.texto')}</Text>
      <Button component={Link} to={routes['Objetos.List']}>
        {t('naoEncontrado.acao')}
      </Button>
    </Stack>
  );
}
