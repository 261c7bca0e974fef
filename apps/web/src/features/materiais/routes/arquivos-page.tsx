import { MATERIAL_CORTE_TITULO } from '@guia/shared';
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileTypePdf, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { href } from '@/app/routes';
import { BackLink } from '@/components/back-link';
import { EmptyState } from '@/components/empty-state';
import { ApiError } from '@/lib/api-client';
import { useArquivos } from '../api/get-arquivos';
import { AcessarMaterial } from '../components/acessar-material';
import { EstadoDaConsulta } from '../components/estado-da-consulta';
import { TextoCortado } from '../components/texto-cortado';

/** /materiais/{temaId}/{tipoMaterialId}: the materials of a type, each with 'Acessar'. */
export function ArquivosPage() {
  const { t } = useTranslation('materiais');
  const params = useParams();
  const temaId = Number(params.temaId);
  const tipoId = Number(params.tipoMaterialId);
  const consulta = useArquivos(temaId, tipoId);
  const invalido = ![temaId, tipoId].every((n) => Number.isInteger(n) && n > 0);
  const naoEncontrado = invalido || (consulta.error instanceof ApiError && consulta.error.status === 404);

  return (
    <Stack gap="lg">
      {consulta.data ? (
        <BackLink to={href('Materiais.Tipo', { temaId })}>
          {t('voltarTema', { titulo: consulta.data.tema.titulo })}
        </BackLink>
      ) : (
        <BackLink to={invalido ? '/materiais' : href('Materiais.Tipo', { temaId })}>
          {t('voltarMateriais')}
        </BackLink>
      )}
      {naoEncontrado ? (
        <EmptyState title={t('tipoNaoEncontrado')} />
      ) : !consulta.data ? (
        <EstadoDaConsulta isPending={consulta.isPending} onRetry={() => void consulta.refetch()} />
      ) : (
        <>
          <Stack gap={4}>
            <Text c="dark.7" size="sm">
              {consulta.data.tema.titulo}
            </Text>
            <Title order={1}>{consulta.data.tipo.titulo}</Title>
            <Text c="dark.7">{consulta.data.tipo.descricao}</Text>
          </Stack>
          {consulta.data.materiais.length === 0 ? (
            <EmptyState title={t('vazio')} />
          ) : (
            <Stack component="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {consulta.data.materiais.map((m) => (
                <li key={m.id}>
                  <Card component="article" withBorder radius="md" padding="md">
                    <Group wrap="nowrap" align="flex-start" gap="md">
                      <ThemeIcon size={40} radius="md" variant="light" color="pasture" aria-hidden>
                        {m.tipo === 'arquivo' ? <IconFileTypePdf size={22} /> : <IconLink size={22} />}
                      </ThemeIcon>
                      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                        <TextoCortado
                          component="h2"
                          texto={m.titulo}
                          max={MATERIAL_CORTE_TITULO}
                          fw={700}
                          size="md"
                          style={{ overflowWrap: 'anywhere' }}
                        />
                        <Text c="dark.7" size="sm">
                          {m.descricao}
                        </Text>
                        <Group mt="xs">
                          <AcessarMaterial material={m} />
                        </Group>
                      </Stack>
                    </Group>
                  </Card>
                </li>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
