import { CATEGORIA_PRODUTOR_RURAL, formatInscricaoEstadual, type Objeto } from '@guia/shared';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList, IconListCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useObjeto } from '@/api/get-objeto';
import { href } from '@/app/routes';
import { CategoryTag } from '@/components/category-tag';
import { DetailList } from '@/components/detail-list';
import { formatHectares, formatNumber } from '@/lib/format';
import { clearGuiaState } from '@/lib/guia-selection';
import { DeleteObjetoModal } from '../components/delete-objeto-confirm';
import { EdicaoCard } from '../components/edicao-card';
import { LoadError } from '../components/load-error';
import { ObjetoNotFound } from '../components/objeto-not-found';
import { useObjetoId } from '../hooks/use-objeto-id';
import { isNotFound } from '../is-not-found';

/** Screen 10: one unit, its data and its {product} editions. */
export function ObjetoSinglePage() {
  const { t } = useTranslation('objetos');
  const id = useObjetoId();
  const objeto = useObjeto(id);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Leaving the {product} for the unit clears the stored questionnaire, principle and choices (spec §4).
  useEffect(() => clearGuiaState(), []);

  if (id === null || isNotFound(objeto.error)) return <ObjetoNotFound />;
  if (objeto.isError) return <LoadError error={objeto.error} onRetry={() => void objeto.refetch()} />;
  if (!objeto.data) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={28} width={160} />
        <Skeleton height={40} width="60%" />
        <Skeleton height={160} />
      </Stack>
    );
  }
  const o = objeto.data;
  // The unit saved by the edit screen is cached without its editions until the refetch lands.
  const edicoes = [...o.guia].sort((a, b) => b.ano - a.ano);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group>
          <CategoryTag nome={o.categoria} cor={o.cor} />
        </Group>
        <Title order={1}>{o.nomeunidade}</Title>
      </Stack>

      <Paper withBorder radius="md" p="lg">
        <DetailList items={detailItems(o, t)} />
      </Paper>

      <Group gap="sm">
        <Button
          component={Link}
          to={href('Editar-Objeto', { objectId: o.id })}
          leftSection={<IconPencil size={18} aria-hidden />}
        >
          {t('detalhe.editar')}
        </Button>
        <Button
          variant="outline"
          color="red"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={() => setConfirmDelete(true)}
        >
          {t('detalhe.excluir')}
        </Button>
      </Group>

      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="objeto-plano">
        <Stack gap="xs">
          <Title order={2} size="h4" id="objeto-plano">
            {t('detalhe.planoTitulo')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('detalhe.planoDescricao')}
          </Text>
          <Group>
            <Button
              component={Link}
              to={href('Objeto.Plano', { objectId: o.id })}
              variant="light"
              leftSection={<IconListCheck size={18} aria-hidden />}
            >
              {t('detalhe.planoAbrir')}
            </Button>
          </Group>
        </Stack>
      </Paper>

      <Stack gap="sm" component="section" aria-labelledby="objeto-edicoes">
        <Title order={2} size="h3" id="objeto-edicoes">
          {t('detalhe.edicoesTitulo')}
        </Title>
        {edicoes.length > 0 ? (
          <Stack gap="md">
            {edicoes.map((edicao) => (
              <EdicaoCard key={edicao.id} edicao={edicao} objetoId={o.id} />
            ))}
          </Stack>
        ) : (
          <Stack align="center" gap="xs" py="lg" ta="center">
            <IconClipboardList size={48} stroke={1.25} color="var(--mantine-color-pasture-4)" aria-hidden />
            <Text fw={700}>{t('detalhe.semEdicoes')}</Text>
            <Text c="dimmed" size="sm" maw={420}>
              {t('detalhe.semEdicoesDescricao')}
            </Text>
          </Stack>
        )}
      </Stack>

      <DeleteObjetoModal objeto={o} opened={confirmDelete} onClose={() => setConfirmDelete(false)} />
    </Stack>
  );
}

/** The unit's data as label/value pairs; the production data only for a rural producer. */
function detailItems(o: Objeto, t: (key: string) => string): [string, string][] {
  const orNone = (v: string | null) => v || t('detalhe.naoInformado');
  const items: [string, string][] = [
    [t('detalhe.endereco'), o.endereco],
    [
      t('detalhe.inscricaoEstadual'),
      orNone(o.inscricao_estadual ? formatInscricaoEstadual(o.inscricao_estadual) : null),
    ],
  ];
  if (o.categoria_id === CATEGORIA_PRODUTOR_RURAL) {
    items.push(
      [t('detalhe.car'), orNone(o.car)],
      [t('detalhe.atividade'), orNone(o.atividade)],
      [t('detalhe.sistema'), orNone(o.sistemaadotado)],
      [t('detalhe.area'), o.area === null ? t('detalhe.naoInformado') : formatHectares(o.area)],
      [
        t('detalhe.areaPasto'),
        o.areapasto === null ? t('detalhe.naoInformado') : formatHectares(o.areapasto),
      ],
      [t('detalhe.rebanho'), o.rebanho === null ? t('detalhe.naoInformado') : formatNumber(o.rebanho)],
    );
  }
  return items;
}
