import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EntradaOutbox, FotoOutbox } from '../db';
import { descartar } from '../fila';
import { descartarFoto, nomesDaFoto } from '../fotos';
import { useEntradas, useEstadoDrenagem, useFotos } from '../hooks';
import type { Outbox } from '../outbox';
import { ConflitoResposta } from './conflito';
import { escolhaDaEntrada, formatarDataHora, tituloDe } from './textos';

function Linha({ outbox, entrada }: { outbox: Outbox; entrada: EntradaOutbox }) {
  const { t } = useTranslation('outbox');
  const client = useQueryClient();
  const titulo = tituloDe(t, client, entrada);
  const situacao =
    entrada.estado === 'recusada'
      ? t('lista.recusada', { mensagem: entrada.mensagem ?? '' })
      : entrada.estado === 'pendente'
        ? t(entrada.talvezEnviada ? 'lista.talvezEnviada' : 'lista.pendente')
        : null;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {titulo}
        </Text>
        <Text size="sm">{t('lista.escolha', { escolha: escolhaDaEntrada(t, client, entrada) })}</Text>
        {situacao && (
          <Text size="sm" c={entrada.estado === 'recusada' ? 'red' : 'dimmed'}>
            {situacao}
          </Text>
        )}
        <ConflitoResposta outbox={outbox} entrada={entrada} />
        <Group>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={t('lista.descartarIndicador', { titulo })}
            onClick={() => void descartar(outbox.db, entrada.id as number)}
          >
            {t('lista.descartar')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** An evidence file kept here: 'Foto <nome> · aguardando envio', or the server's refusal, and 'Descartar'. */
function LinhaFoto({ outbox, foto }: { outbox: Outbox; foto: FotoOutbox }) {
  const { t } = useTranslation('outbox');
  // A batch sent under one key stands or falls together: one line, its names, one 'Descartar'.
  const nome = nomesDaFoto(foto).join(', ');
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t(foto.estado === 'recusada' ? 'lista.foto' : 'lista.fotoAguardando', { nome })}
        </Text>
        {foto.estado === 'recusada' && (
          <Text size="sm" c="red">
            {t('lista.recusada', { mensagem: foto.mensagem ?? '' })}
          </Text>
        )}
        <Group>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={t('lista.descartarFoto', { nome })}
            onClick={() => void descartarFoto(outbox.db, foto.id as number)}
          >
            {t('lista.descartar')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** 'Envios pendentes': one line per change kept here, 'Tentar agora', and the last synchronisation. */
export function EnviosPendentes({
  outbox,
  opened,
  onClose,
}: {
  outbox: Outbox;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('outbox');
  const entradas = useEntradas(outbox) ?? [];
  const fotos = useFotos(outbox) ?? [];
  const estado = useEstadoDrenagem(outbox);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('lista.titulo')}
      closeButtonProps={{ 'aria-label': t('lista.fechar') }}
    >
      <Stack gap="md">
        {entradas.length + fotos.length === 0 ? (
          <Text>{t('lista.vazio')}</Text>
        ) : (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {entradas.map((e) => (
              <Linha key={e.id} outbox={outbox} entrada={e} />
            ))}
            {fotos.map((f) => (
              <LinhaFoto key={`foto-${f.id}`} outbox={outbox} foto={f} />
            ))}
          </Stack>
        )}
        <Text size="sm" c="dimmed">
          {estado.ultimaSincronizacao === null
            ? t('lista.nuncaSincronizou')
            : t('lista.ultimaSincronizacao', { quando: formatarDataHora(estado.ultimaSincronizacao) })}
        </Text>
        <Group justify="flex-end">
          <Button
            onClick={() => void outbox.drenador.disparar()}
            loading={estado.enviando}
            disabled={![...entradas, ...fotos].some((e) => e.estado === 'pendente')}
          >
            {t('lista.tentarAgora')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
