import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { href, routes } from '@/app/routes';
import { EmptyState } from '@/components/empty-state';
import { useTemas } from '../api/get-temas';
import { Cartao } from '../components/cartao';
import { EstadoDaConsulta } from '../components/estado-da-consulta';

/**
 * /materiais: the library's themes ('Materiais de apoio', cards with 'Acessar') and the way to the
 * materials by indicator. `?tema=<chave>` (the APOIO menu) opens the theme with that stable key.
 */
export function MateriaisPage() {
  const { t } = useTranslation('materiais');
  const [search] = useSearchParams();
  const chave = search.get('tema');
  const temas = useTemas();

  if (temas.data && chave) {
    const tema = temas.data.find((x) => x.chave === chave);
    if (tema) return <Navigate to={href('Materiais.Tipo', { temaId: tema.id })} replace />;
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('titulo')}</Title>
        <Text c="dark.7">{t('introducao')}</Text>
      </Stack>
      {!temas.data ? (
        <EstadoDaConsulta isPending={temas.isPending} onRetry={() => void temas.refetch()} />
      ) : temas.data.length === 0 ? (
        <EmptyState illustration="cadeia" title={t('semTemas')} description={t('semTemasDescricao')} />
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="lg"
          component="ul"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {temas.data.map((tema) => (
            <li key={tema.id}>
              <Cartao
                titulo={tema.titulo}
                descricao={tema.descricao}
                icone={tema.icone}
                total={tema.totalMaterial}
                to={href('Materiais.Tipo', { temaId: tema.id })}
              />
            </li>
          ))}
          <li>
            <Card component="article" withBorder radius="md" padding="lg" h="100%">
              <PorIndicadorCartao />
            </Card>
          </li>
        </SimpleGrid>
      )}
    </Stack>
  );
}

function PorIndicadorCartao() {
  const { t } = useTranslation('materiais');
  return (
    <Stack gap="sm" h="100%">
      <Text component="h2" fw={700} size="lg">
        {t('porIndicador.titulo')}
      </Text>
      <Text c="dark.7">{t('porIndicador.cartao')}</Text>
      <AcessarLink to={routes.NewMateriais} titulo={t('porIndicador.titulo')} />
    </Stack>
  );
}

function AcessarLink({ to, titulo }: { to: string; titulo: string }) {
  const { t } = useTranslation('materiais');
  return (
    <Button component={Link} to={to} mt="auto" color="pasture.8" aria-label={t('acessarItem', { titulo })}>
      {t('acessar')}
    </Button>
  );
}
