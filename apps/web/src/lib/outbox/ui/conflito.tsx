import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { aplicarNaGuia } from '../cache-guia';
import type { EntradaOutbox } from '../db';
import { descartar, manterDesteAparelho } from '../fila';
import type { Outbox } from '../outbox';
import { escolhaDaEntrada, escolhaEmPalavras } from './textos';

/**
 * 'Esta resposta mudou em outro aparelho': both answers, 'Manter a deste aparelho' (sent again over the other
 * device's version) and 'Usar a do outro aparelho' (this change leaves; the other answer shows).
 */
export function ConflitoResposta({ outbox, entrada }: { outbox: Outbox; entrada: EntradaOutbox }) {
  const { t } = useTranslation('outbox');
  const client = useQueryClient();
  const servidor = entrada.servidor;
  if (entrada.estado !== 'conflito' || !servidor || entrada.id === undefined) return null;
  const id = entrada.id;
  const manter = async () => {
    await manterDesteAparelho(outbox.db, id);
    void outbox.drenador.disparar();
  };
  const usarOutro = async () => {
    const e = await descartar(outbox.db, id);
    if (e) aplicarNaGuia(client, e, servidor);
  };
  return (
    // The title in the text colour: orange on the light orange background fails AA contrast.
    <Alert
      color="orange"
      title={t('conflito.titulo')}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs">
        <Text size="sm">{t('conflito.deste', { escolha: escolhaDaEntrada(t, client, entrada) })}</Text>
        <Text size="sm">
          {t('conflito.outro', { escolha: escolhaEmPalavras(t, client, entrada, servidor) })}
        </Text>
        <Group gap="xs">
          <Button size="xs" onClick={() => void manter()}>
            {t('conflito.manter')}
          </Button>
          <Button size="xs" variant="default" onClick={() => void usarOutro()}>
            {t('conflito.usarOutro')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
