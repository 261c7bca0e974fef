import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useObjeto } from '@/api/get-objeto';
import { href } from '@/app/routes';
import { DeleteObjetoConfirm } from '../components/delete-objeto-confirm';
import { LoadError } from '../components/load-error';
import { ObjetoNotFound } from '../components/objeto-not-found';
import { useObjetoId } from '../hooks/use-objeto-id';
import { isNotFound } from '../is-not-found';

/** Excluir-Objeto: the delete confirmation as a page of its own (a link can lead straight to it). */
export function ExcluirObjetoPage() {
  const { t } = useTranslation('objetos');
  const id = useObjetoId();
  const objeto = useObjeto(id);
  const navigate = useNavigate();
  const location = useLocation();

  if (id === null || isNotFound(objeto.error)) return <ObjetoNotFound />;
  if (objeto.isError) return <LoadError error={objeto.error} onRetry={() => void objeto.refetch()} />;

  // Não: back where the user came from, or to the unit when the page was opened directly.
  const cancel = () =>
    location.key === 'default'
      ? void navigate(href('Objeto.Single', { objectId: id }), { replace: true })
      : void navigate(-1);

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t('excluir.titulo')}</Title>
      <Paper withBorder p="lg" radius="md">
        {objeto.data ? (
          <DeleteObjetoConfirm objeto={objeto.data} onCancel={cancel} />
        ) : (
          <Stack gap="sm" aria-busy="true">
            <Skeleton height={24} />
            <Skeleton height={36} width="40%" />
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
