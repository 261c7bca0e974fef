import type { ComprovanteVerificado } from '@guia/shared';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Container,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { href, routes } from '@/app/routes';
import { DetailList } from '@/components/detail-list';
import { ApiError } from '@/lib/api-client';
import { formatMonthYear, productName } from '@/lib/format';
import { useComprovante } from '../api/get-comprovante';
import { CodigoForm } from '../components/codigo-form';

/** /comprovante and /comprovante/:codigo: anyone confirms a printed proof of filling by its code (no scores). */
export function ComprovantePage() {
  const { t } = useTranslation('comprovante');
  const { codigo } = useParams();
  const navigate = useNavigate();
  const query = useComprovante(codigo);
  const naoEncontrado = query.error instanceof ApiError && query.error.status === 404;

  return (
    <>
      <Box
        component="header"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Anchor component={Link} to={routes.Landing} fw={700} size="lg" aria-label={t('logo')}>
          {productName()}
        </Anchor>
      </Box>
      <Box component="main" id="conteudo" tabIndex={-1} bg="#f6f8f5" mih="calc(100vh - 56px)">
        <Container size="sm" py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
          <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder>
            <Stack gap="lg">
              <Title order={1} size="h2">
                {t('titulo')}
              </Title>
              <Text>{t('introducao')}</Text>

              {codigo && query.isPending && (
                <Center py="md" aria-live="polite">
                  <Stack align="center" gap="xs">
                    <Loader aria-hidden />
                    <Text>{t('carregando')}</Text>
                  </Stack>
                </Center>
              )}
              {query.isSuccess && <ComprovanteValido comprovante={query.data} />}
              {naoEncontrado && (
                <Alert
                  role="alert"
                  color="red"
                  variant="light"
                  title={t('naoEncontrado.titulo')}
                  icon={<IconAlertTriangle aria-hidden />}
                >
                  {t('naoEncontrado.texto', { codigo })}
                </Alert>
              )}
              {query.isError && !naoEncontrado && (
                <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
                  <Stack gap="sm" align="flex-start">
                    <Text>{query.error instanceof ApiError ? query.error.message : t('erro')}</Text>
                    <Button
                      variant="outline"
                      color="red"
                      onClick={() => void query.refetch()}
                      loading={query.isFetching}
                    >
                      {t('tentarNovamente')}
                    </Button>
                  </Stack>
                </Alert>
              )}

              <CodigoForm
                key={codigo ?? ''}
                inicial={query.isSuccess ? '' : (codigo ?? '')}
                onVerificar={(novo) => void navigate(href('Comprovante', { codigo: novo }))}
              />
              <Anchor component={Link} to={routes.Landing} underline="always">
                {t('inicio')}
              </Anchor>
            </Stack>
          </Paper>
        </Container>
      </Box>
    </>
  );
}

function ComprovanteValido({ comprovante: c }: { comprovante: ComprovanteVerificado }) {
  const { t } = useTranslation('comprovante');
  const itens = [
    [t('valido.unidade'), c.unidade],
    [t('valido.local'), `${c.municipio}/${c.uf}`],
    [t('valido.proprietario'), c.proprietario],
    [t('valido.edicao'), t('valido.edicaoValor', { ano: c.ano })],
    [t('valido.finalizadoem'), formatMonthYear(c.finalizadoem)],
    [t('valido.codigo'), c.codigo],
  ] as const;
  return (
    // The design's green: Mantine's green title on its light background reads 3.8:1; pasture's is above 4.5:1.
    <Alert
      color="pasture"
      variant="light"
      title={t('valido.titulo')}
      icon={<IconCircleCheck aria-hidden />}
      aria-live="polite"
    >
      <Stack gap="md">
        <Text size="sm">{t('valido.texto')}</Text>
        <DetailList items={itens} cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" />
      </Stack>
    </Alert>
  );
}
