import { Alert, Anchor, Button, Checkbox, Skeleton, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useObjetos } from '@/api/get-objetos';
import { routes } from '@/app/routes';
import type { ValoresAutorizacao } from '../autorizacao-valores';

/** 'Unidades': a checkbox per unit of the producer's own (GET Objeto); none checked at first. */
export function UnidadesField({ form }: { form: UseFormReturnType<ValoresAutorizacao> }) {
  const { t } = useTranslation('tecnico');
  const objetos = useObjetos();
  if (objetos.isPending)
    return (
      <Stack gap="xs" role="status" aria-label={t('form.carregandoUnidades')}>
        <Skeleton h={24} />
        <Skeleton h={24} />
      </Stack>
    );
  if (objetos.isError)
    return (
      <Alert color="red" title={t('form.erroUnidades')}>
        <Button onClick={() => void objetos.refetch()} loading={objetos.isFetching}>
          {t('common:recarregarDados')}
        </Button>
      </Alert>
    );
  if (objetos.data.length === 0)
    return (
      <Alert color="gray" title={t('form.semUnidades')}>
        <Anchor component={Link} to={routes['Cadastrar-Objeto']}>
          {t('form.cadastrarUnidade')}
        </Anchor>
      </Alert>
    );
  return (
    <Checkbox.Group
      id="autorizacao-objeto_ids"
      label={t('form.unidades')}
      description={t('form.unidadesDescricao')}
      withAsterisk
      {...form.getInputProps('objeto_ids')}
    >
      <Stack gap="xs" mt="xs">
        {objetos.data.map((o) => (
          <Checkbox
            key={o.id}
            value={String(o.id)}
            label={o.nomeunidade}
            description={`${o.cidadeNome} (${o.uf})`}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
