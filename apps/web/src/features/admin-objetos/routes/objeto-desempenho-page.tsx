import { Alert, Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconUserShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { href } from '@/app/routes';
import { BackLink } from '@/components/back-link';
import { ApiError } from '@/lib/api-client';
import { useAdminObjeto } from '../api/get-objeto';
import { type OnBehalfReport, RELATORIO_VIEWS, type RelatorioView } from '../report-slot';

function positiveInt(value: string | null | undefined): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * Where a report link leads in the admin area: Admin.Objeto.Desempenho with the questionnaire and the
 * report in the query (`?questionario=12&relatorio=completo`), so every report stays a shareable URL.
 */
export function adminRelatorioLink(objetoId: number, edicaoId: number) {
  return (view: RelatorioView, questionarioId: number) => {
    const search = new URLSearchParams({ questionario: String(questionarioId) });
    if (view !== 'desempenho') search.set('relatorio', view);
    return `${href('Admin.Objeto.Desempenho', { objectId: objetoId, productId: edicaoId })}?${search}`;
  };
}

/**
 * Admin.Objeto.Desempenho: the owner's report of a unit's Guia, as the owner sees it, opened on their
 * behalf (the unit's owner comes from GET Admin/Objeto/:id; the report calls carry `?user_id=`).
 */
export function ObjetoDesempenhoPage({ Report }: { Report: OnBehalfReport }) {
  const { t } = useTranslation('admin-objetos');
  const params = useParams();
  const [search] = useSearchParams();
  const objetoId = positiveInt(params.objectId);
  const edicaoId = positiveInt(params.productId);
  const questionarioId = positiveInt(search.get('questionario'));
  const relatorio = search.get('relatorio');
  const view = RELATORIO_VIEWS.find((v) => v === relatorio) ?? 'desempenho';
  const objeto = useAdminObjeto(objetoId);

  if (
    objetoId === null ||
    edicaoId === null ||
    (objeto.error instanceof ApiError && objeto.error.status === 404)
  ) {
    return (
      <Container size="xl" py="xl">
        <Alert color="gray" icon={<IconAlertCircle size={18} aria-hidden />}>
          {t('single.naoEncontrada')}
        </Alert>
      </Container>
    );
  }
  if (objeto.isError) {
    return (
      <Container size="xl" py="xl">
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={t('single.erro')}>
          {objeto.error.message}
        </Alert>
      </Container>
    );
  }
  if (!objeto.data) {
    return (
      <Container size="xl" py="xl" aria-busy>
        <Skeleton height={160} />
      </Container>
    );
  }

  const dono = objeto.data.objeto.dono;
  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <BackLink to={href('Admin.Objeto.Single', { objectId: objetoId })}>
            {t('desempenho.voltar')}
          </BackLink>
          <Group gap={6} wrap="nowrap">
            <IconUserShield size={18} aria-hidden color="var(--mantine-color-pasture-7)" />
            <Text size="sm" data-testid="em-nome-de">
              {t('desempenho.emNomeDe', { nome: dono.nome, email: dono.email })}
            </Text>
          </Group>
        </Group>
        <Report
          view={view}
          objetoId={objetoId}
          edicaoId={edicaoId}
          questionarioId={questionarioId}
          userId={dono.id}
          linkTo={adminRelatorioLink(objetoId, edicaoId)}
        />
      </Stack>
    </Container>
  );
}
