import { Alert } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEntradas, useOutbox } from '../hooks';

/** How many changes of a questionnaire wait on this device (undefined while reading; 0 signed out). */
export function useAguardandoEnvio(questionarioId: number | null | undefined): number | undefined {
  const outbox = useOutbox();
  return useEntradas(questionarioId ? outbox : null, questionarioId ?? undefined)?.length;
}

/** 'Há N respostas aguardando envio. Conecte-se para finalizar.' (nothing when none wait). */
export function AguardandoEnvio({ count }: { count: number | undefined }) {
  const { t } = useTranslation('outbox');
  if (!count) return null;
  return (
    <Alert color="orange" role="status" icon={<IconCloudUpload size={20} aria-hidden />}>
      {t('finalizar', { count })}
    </Alert>
  );
}
