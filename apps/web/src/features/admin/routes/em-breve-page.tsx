import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';

/** A section that arrives in a later version: what it will hold, and the way to the statistics. */
function EmBreve({ secao }: { secao: 'onboardings' | 'privacidade' }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t(`emBreve.${secao}.titulo`)}</Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Text>{t(`emBreve.${secao}.descricao`)}</Text>
          <Text fw={600}>{t('emBreve.proximaVersao')}</Text>
        </Stack>
      </Paper>
      <div>
        <Button
          component={Link}
          to={routes['Admin.Estatisticas']}
          variant="light"
          rightSection={<IconArrowRight size={18} aria-hidden />}
        >
          {t('emBreve.voltar')}
        </Button>
      </div>
    </Stack>
  );
}

export const OnboardingsEmBrevePage = () => <EmBreve secao="onboardings" />;
export const PrivacidadeEmBrevePage = () => <EmBreve secao="privacidade" />;
