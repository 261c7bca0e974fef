import { Alert, Skeleton, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGravarPreferenciaLembretes, usePreferenciaLembretes } from '@/api/notificacoes';

/** Configurações: 'Receber lembretes por e-mail' (the reminders stay in Notificações either way). */
export function LembretesEmailSwitch() {
  const { t } = useTranslation('configuracoes');
  const preferencia = usePreferenciaLembretes();
  const gravar = useGravarPreferenciaLembretes();
  if (preferencia.isPending) return <Skeleton h={40} role="status" aria-label={t('carregando')} />;
  if (preferencia.isError) return <Alert color="red">{t('lembretes.erro')}</Alert>;
  return (
    <>
      <Switch
        label={t('lembretes.rotulo')}
        description={t('lembretes.descricao')}
        checked={
          gravar.isPending ? Boolean(gravar.variables?.lembretes_email) : preferencia.data.lembretes_email
        }
        disabled={gravar.isPending}
        onChange={(e) => gravar.mutate({ lembretes_email: e.currentTarget.checked })}
      />
      {gravar.isError && (
        <Text c="red" size="sm" role="alert" mt="xs">
          {t('lembretes.erroGravar')}
        </Text>
      )}
    </>
  );
}
