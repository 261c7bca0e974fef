import { Alert, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconPencil, IconTextCaption } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { href, routes } from '@/app/routes';
import { BackLink } from '@/components/back-link';
import { useGuia } from '../api/get-guia';
import { HistoricoSection } from '../components/historico-section';
import { LoadState } from '../components/load-state';
import { PrincipioIcon } from '../components/principio-icon';
import { SituacaoBadge } from '../components/situacao-badge';

/** Admin.Guia.Principios: an edition's principle cards, the lock notice and the change history. */
export function PrincipiosPage() {
  const { t } = useTranslation('admin-guia');
  const { productId = '' } = useParams();
  const detalhe = useGuia(productId);

  return (
    <Container size="xl" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <BackLink to={routes['Admin.Guia']}>{t('principios.voltar')}</BackLink>
        {!detalhe.data ? (
          <LoadState error={detalhe.error} />
        ) : (
          <>
            <Group gap="md" align="center" wrap="wrap">
              <Title order={1}>{t('principios.titulo', { ano: detalhe.data.guia.ano })}</Title>
              <SituacaoBadge guia={detalhe.data.guia} />
            </Group>
            {detalhe.data.estruturaBloqueada && (
              <Alert
                color="yellow"
                variant="light"
                icon={<IconLock aria-hidden />}
                styles={{ message: { color: 'var(--mantine-color-text)' } }}
              >
                {t('principios.bloqueado')}
              </Alert>
            )}
            <Stack gap="sm" component="section" aria-labelledby="principios-titulo">
              <Title order={2} size="h3" id="principios-titulo">
                {t('principios.lista')}
              </Title>
              {detalhe.data.principios.length === 0 ? (
                <Text c="dimmed">{t('principios.vazio')}</Text>
              ) : (
                <SimpleGrid
                  cols={{ base: 1, sm: 2, lg: 3 }}
                  spacing="md"
                  component="ul"
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                >
                  {detalhe.data.principios.map((p) => (
                    <Card key={p.id} component="li" withBorder radius="md" padding="lg">
                      <Stack gap="sm" h="100%">
                        <Group gap="sm" wrap="nowrap" align="flex-start">
                          <PrincipioIcon codigo={p.codigo} size={36} />
                          <div>
                            <Title order={3} size="h4">
                              {p.codigo}. {p.titulo}
                            </Title>
                            {p.subtitulo && (
                              <Text size="sm" c="dimmed">
                                {p.subtitulo}
                              </Text>
                            )}
                          </div>
                        </Group>
                        <Text size="sm">
                          {t('principios.criterios', { count: p.totalCriterios })} ·{' '}
                          {t('principios.perguntas', { count: p.totalPerguntas })}
                        </Text>
                        <Group gap="xs" mt="auto" wrap="wrap">
                          <Button
                            component={Link}
                            to={href('Admin.Guia.Principio.Edit', { productId, principioId: p.id })}
                            leftSection={<IconPencil size={16} aria-hidden />}
                            aria-label={t('principios.editarAria', { titulo: p.titulo })}
                            size="sm"
                          >
                            {t('principios.editar')}
                          </Button>
                          <Button
                            component={Link}
                            to={href('Admin.Guia.Principio.Single', { productId, principioId: p.id })}
                            variant="default"
                            leftSection={<IconTextCaption size={16} aria-hidden />}
                            aria-label={t('principios.editarTextosAria', { titulo: p.titulo })}
                            size="sm"
                          >
                            {t('principios.editarTextos')}
                          </Button>
                        </Group>
                      </Stack>
                    </Card>
                  ))}
                </SimpleGrid>
              )}
            </Stack>
            <HistoricoSection productId={productId} />
          </>
        )}
      </Stack>
    </Container>
  );
}
