import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { href, routes } from '@/app/routes';
import { BackLink } from '@/components/back-link';
import { EmptyState } from '@/components/empty-state';
import { ApiError } from '@/lib/api-client';
import { useTipos } from '../api/get-tipos';
import { Cartao } from '../components/cartao';
import { EstadoDaConsulta } from '../components/estado-da-consulta';

/** /materiais/{temaId}: the theme with its whole description, and its material types. */
export function TiposPage() {
  const { t } = useTranslation('materiais');
  const temaId = Number(useParams().temaId);
  const consulta = useTipos(temaId);
  const naoEncontrado =
    !Number.isInteger(temaId) ||
    temaId < 1 ||
    (consulta.error instanceof ApiError && consulta.error.status === 404);

  return (
    <Stack gap="lg">
      <BackLink to={routes.Materiais}>{t('voltarMateriais')}</BackLink>
      {naoEncontrado ? (
        <EmptyState headingOrder={2} title={t('temaNaoEncontrado')} />
      ) : !consulta.data ? (
        <EstadoDaConsulta isPending={consulta.isPending} onRetry={() => void consulta.refetch()} />
      ) : (
        <>
          <Stack gap={4}>
            <Title order={1}>{consulta.data.tema.titulo}</Title>
            <Text c="dark.7">{consulta.data.tema.descricao}</Text>
          </Stack>
          {consulta.data.tipos.length === 0 ? (
            <EmptyState title={t('semTipos')} />
          ) : (
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="lg"
              component="ul"
              style={{ listStyle: 'none', padding: 0 }}
            >
              {consulta.data.tipos.map((tipo) => (
                <li key={tipo.id}>
                  <Cartao
                    titulo={tipo.titulo}
                    descricao={tipo.descricao}
                    icone={tipo.icone}
                    total={tipo.totalMaterial}
                    to={href('Materiais.Files', { temaId, tipoMaterialId: tipo.id })}
                  />
                </li>
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}
