import { Alert } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEntradas, useFotos, useOutbox } from '../hooks';

/** What of a questionnaire waits on this device: answers, and evidence files. */
export interface Aguardando {
  respostas: number;
  fotos: number;
}

/**
 * How many changes of a questionnaire wait on this device, answers and evidence files (undefined while
 * reading; none signed out). A file still here when the questionnaire is finished would be refused.
 */
export function useAguardandoEnvio(questionarioId: number | null | undefined): Aguardando | undefined {
  const outbox = useOutbox();
  const alvo = questionarioId ? outbox : null;
  const respostas = useEntradas(alvo, questionarioId ?? undefined);
  const fotos = useFotos(alvo, questionarioId ?? undefined);
  if (!respostas || !fotos) return undefined;
  return { respostas: respostas.length, fotos: fotos.length };
}

/** How many changes wait in all (undefined while reading). */
export const totalAguardando = (a: Aguardando | undefined) => (a ? a.respostas + a.fotos : undefined);

/**
 * 'Há N respostas aguardando envio. Conecte-se para finalizar.', or 'Há N envios pendentes neste aparelho…'
 * once evidence files are among them (nothing when none wait).
 */
export function AguardandoEnvio({ aguardando }: { aguardando: Aguardando | undefined }) {
  const { t } = useTranslation('outbox');
  const count = totalAguardando(aguardando);
  if (!aguardando || !count) return null;
  return (
    <Alert color="orange" role="status" icon={<IconCloudUpload size={20} aria-hidden />}>
      {aguardando.fotos > 0 ? t('finalizarEnvios', { count }) : t('finalizar', { count })}
    </Alert>
  );
}
