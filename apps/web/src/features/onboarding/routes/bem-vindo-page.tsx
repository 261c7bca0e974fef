import {
  Alert,
  Button,
  Center,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconLeaf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href, routes } from '@/app/routes';
import { productName } from '@/lib/format';
import { useOnboarding } from '../api/get-onboarding';
import { OnboardingCarousel } from '../components/onboarding-carousel';

function Loading() {
  const { t } = useTranslation('onboarding');
  return (
    <Stack gap="md" align="center" role="status" aria-label={t('carregando')}>
      <Skeleton w="100%" maw={520} style={{ aspectRatio: '4 / 3' }} radius="lg" />
      <Skeleton h={32} w="60%" />
      <Skeleton h={18} w="80%" />
      <Skeleton h={18} w="70%" />
    </Stack>
  );
}

/** /bem-vindo: the onboarding carousel, full screen (outside the logged-in frame). */
export function BemVindoPage() {
  const { t } = useTranslation('onboarding');
  const query = useOnboarding();
  return (
    <Container size="md" py="md" mih="100dvh">
      <Group justify="space-between" mb="lg">
        <Group gap={8} c="pasture.8" fw={800} fz="xl" aria-hidden>
          <IconLeaf size={28} />
          {productName()}
        </Group>
        <Button component={Link} to={routes.Resumo} variant="subtle" color="gray">
          {t('irResumo')}
        </Button>
      </Group>
      <VisuallyHidden>
        <h1>{t('titulo')}</h1>
      </VisuallyHidden>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Center py="xl">
          <Alert color="red" title={t('erro')} maw={480} w="100%">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{query.error.message}</Text>
              <Button onClick={() => void query.refetch()} loading={query.isFetching}>
                {t('common:recarregarDados')}
              </Button>
            </Stack>
          </Alert>
        </Center>
      ) : query.data.length === 0 ? (
        <Stack align="center" ta="center" gap="md" py="xl">
          <Title order={2}>{t('vazioTitulo')}</Title>
          <Text size="lg" maw={520}>
            {t('vazioTexto')}
          </Text>
          <Button component={Link} to={href('Cadastrar-Objeto')} size="lg" miw={200}>
            {t('comecar')}
          </Button>
        </Stack>
      ) : (
        <OnboardingCarousel slides={query.data} />
      )}
    </Container>
  );
}
