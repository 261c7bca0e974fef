import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';
import { useAuth } from '@/lib/auth-store';

/** The administration area's home; its screens (statistics, units, users, editions…) come later. */
export function AdminHomePage() {
  const { t } = useTranslation('admin');
  const auth = useAuth();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group gap="sm">
          <IconShieldCheck size={32} aria-hidden color="var(--mantine-color-pasture-7)" />
          <Title order={1}>{t('titulo')}</Title>
        </Group>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Text fw={600}>{t('saudacao', { nome: auth?.nome ?? '' })}</Text>
            <Text>{t('emBreve')}</Text>
          </Stack>
        </Paper>
        <Group>
          <Button
            component={Link}
            to={routes.Resumo}
            variant="light"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {t('voltar')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
