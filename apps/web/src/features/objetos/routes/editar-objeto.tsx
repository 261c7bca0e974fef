import { type ObjetoInput, REDIRECT_DELAY_MS } from '@guia/shared';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjeto } from '@/api/get-objeto';
import { routes } from '@/app/routes';
import { useDelayedNavigate } from '@/hooks/use-delayed-navigate';
import { useUpdateObjeto } from '../api/update-objeto';
import { DeleteObjetoModal } from '../components/delete-objeto-confirm';
import { LoadError } from '../components/load-error';
import { ObjetoForm } from '../components/objeto-form';
import { objetoToFormValues } from '../components/objeto-form-values';
import { ObjetoNotFound } from '../components/objeto-not-found';
import { draftKeys } from '../hooks/use-form-draft';
import { useObjetoId } from '../hooks/use-objeto-id';
import { isNotFound } from '../is-not-found';

/** Screen 8: the same two steps, with category, name, state and city locked. */
export function EditarObjetoPage() {
  const { t } = useTranslation('objetos');
  const id = useObjetoId();
  const objeto = useObjeto(id);
  const update = useUpdateObjeto();
  const navigateLater = useDelayedNavigate();
  const [saved, setSaved] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const initialValues = useMemo(() => (objeto.data ? objetoToFormValues(objeto.data) : null), [objeto.data]);

  if (id === null || isNotFound(objeto.error)) return <ObjetoNotFound />;
  if (objeto.isError) return <LoadError error={objeto.error} onRetry={() => void objeto.refetch()} />;
  if (!objeto.data || !initialValues) {
    return (
      <Stack gap="md" maw={760} aria-busy="true">
        <Skeleton height={36} width="50%" />
        <Skeleton height={56} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </Stack>
    );
  }
  const stored = objeto.data;

  const submit = async (body: ObjetoInput) => {
    // The contract takes the whole unit, and the server refuses a change to a locked field: the
    // locked ones are always sent as stored, whatever the form holds.
    await update.mutateAsync({
      id: stored.id,
      body: {
        ...body,
        categoria_id: stored.categoria_id,
        nomeunidade: stored.nomeunidade,
        uf: stored.uf as ObjetoInput['uf'],
        cidade: stored.cidade,
      },
    });
    setSaved(true);
    notifications.show({ color: 'pasture', message: t('form.atualizada') });
    navigateLater(routes.Resumo, REDIRECT_DELAY_MS);
  };

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{t('form.tituloEditar')}</Title>
        <Text fw={600}>{stored.nomeunidade}</Text>
        <Text c="dimmed">{t('form.introEditar')}</Text>
      </Stack>
      <ObjetoForm
        mode="edit"
        initialValues={initialValues}
        draftKey={draftKeys.editar(stored.id)}
        locked={{ categoria: stored.categoria, cidadeNome: stored.cidadeNome }}
        submitting={update.isPending}
        done={saved}
        onSubmit={submit}
        onDelete={() => setConfirmDelete(true)}
      />
      <DeleteObjetoModal objeto={stored} opened={confirmDelete} onClose={() => setConfirmDelete(false)} />
    </Stack>
  );
}
