import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EntradaOutbox } from '../db';
import { descartar } from '../fila';
import type { Outbox } from '../outbox';
import { ConflitoResposta } from './conflito';
import { formatarHora } from './textos';

/** 'Salvo às 14:32' beside the choice, once it is stored (here or on the server). */
export function SalvoAs({ quando }: { quando: number | null }) {
  const { t } = useTranslation('outbox');
  if (quando === null) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="salvo-as">
      <IconCheck size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
      {t('salvoAs', { hora: formatarHora(quando) })}
    </Text>
  );
}

/** On the answering screen: the indicator's conflict to resolve, or the server's refusal with 'Descartar'. */
export function DecisaoDoIndicador({
  outbox,
  entrada,
}: {
  outbox: Outbox | null;
  entrada: EntradaOutbox | null | undefined;
}) {
  const { t } = useTranslation('outbox');
  if (!outbox || !entrada || entrada.id === undefined) return null;
  if (entrada.estado === 'conflito') return <ConflitoResposta outbox={outbox} entrada={entrada} />;
  if (entrada.estado !== 'recusada') return null;
  const id = entrada.id;
  return (
    <Alert color="red" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{entrada.mensagem}</Text>
        <Button size="xs" variant="outline" color="red" onClick={() => void descartar(outbox.db, id)}>
          {t('lista.descartar')}
        </Button>
      </Stack>
    </Alert>
  );
}
