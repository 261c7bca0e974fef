import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FotoOutbox } from '@/lib/outbox/db';
import { resultadoDoErro } from '@/lib/outbox/envio';
import { type ArquivoGuardado, guardarFoto, guardarLote, nomesDaFoto } from '@/lib/outbox/fotos';
import { useFotos } from '@/lib/outbox/hooks';
import type { Outbox } from '@/lib/outbox/outbox';
import { type Reduzir, reduzirImagem } from '@/lib/outbox/reduzir-imagem';

/**
 * Why an upload ended without an outcome, or null when the server gave one: 'rede' (no answer at all) or
 * 'servidor' (a 5xx, or the key's first request still running). Either way it may have been stored.
 */
export function semDesfecho(error: unknown): 'rede' | 'servidor' | null {
  const { tipo } = resultadoDoErro(error);
  return tipo === 'rede' || tipo === 'servidor' ? tipo : null;
}

/** The files of one choice, read as they are, and the Idempotency-Key generated for that choice. */
export interface LoteEscolhido {
  chave: string;
  arquivos: ArquivoGuardado[];
}

/** The browser says it is offline: no upload is tried, the files go straight to the outbox. */
export function offline() {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Keeps the chosen files in the outbox (images downscaled first, each with its own Idempotency-Key) and asks
 * the drain to send them when it can.
 */
export async function guardarNoAparelho(
  outbox: Outbox,
  alvo: { questionarioId: number; indicadorId: number },
  arquivos: File[],
  reduzir: Reduzir = reduzirImagem,
) {
  for (const f of arquivos) {
    const arquivo = await reduzir(f);
    await guardarFoto(outbox.db, { usuarioId: outbox.usuarioId, ...alvo, arquivo });
  }
  void outbox.drenador.disparar();
}

/** Keeps an upload that got no answer under its key and bytes, and asks the drain to send it again. */
export async function guardarLoteNoAparelho(
  outbox: Outbox,
  lote: LoteEscolhido & { questionarioId: number; indicadorId: number },
) {
  await guardarLote(outbox.db, { usuarioId: outbox.usuarioId, ...lote });
  void outbox.drenador.disparar();
}

/** The files of one indicator that wait on this device. */
export function useFotosDoIndicador(outbox: Outbox | null, questionarioId: number, indicadorId: number) {
  return (useFotos(outbox, questionarioId) ?? []).filter((f) => f.indicadorId === indicadorId);
}

/** In the indicator's evidence list: each queued file with 'aguardando envio' (or the server's refusal). */
export function FotosAguardando({ fotos }: { fotos: FotoOutbox[] }) {
  const { t } = useTranslation('evidencia');
  if (fotos.length === 0) return null;
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {fotos.flatMap((f) =>
        nomesDaFoto(f).map((nome, i) => (
          <Group key={`${f.id}-${i}`} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <Text style={{ overflowWrap: 'anywhere' }}>{nome}</Text>
            {f.estado === 'recusada' ? (
              <Text size="sm" c="red">
                {f.mensagem}
              </Text>
            ) : (
              // The label in the text colour: orange on the light orange background fails AA contrast.
              <Badge
                color="orange"
                variant="light"
                leftSection={<IconCloudUpload size={14} aria-hidden />}
                styles={{ label: { color: 'var(--mantine-color-text)' } }}
              >
                {t('aguardandoEnvio')}
              </Badge>
            )}
          </Group>
        )),
      )}
    </Stack>
  );
}
