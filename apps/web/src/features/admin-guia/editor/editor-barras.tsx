import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { ConfirmModal } from '@/components/confirm-modal';
import { FormAlert } from '@/components/form-alert';
import { formatDateTime } from '@/lib/format';
import type { RascunhoGuardado } from './use-estrutura-draft';

const TEXTO = { message: { color: 'var(--mantine-color-text)' } };

/** An answered edition: only texts change. */
export function BloqueadoAviso() {
  const { t } = useTranslation('admin-guia');
  return (
    <Alert color="yellow" variant="light" icon={<IconLock aria-hidden />} styles={TEXTO}>
      {t('editor.bloqueado')}
    </Alert>
  );
}

/** What was typed before a reload, offered back: restore it or discard it. */
export function RascunhoOferta({
  oferta,
  onRestaurar,
  onDescartar,
}: {
  oferta: RascunhoGuardado;
  onRestaurar: () => void;
  onDescartar: () => void;
}) {
  const { t } = useTranslation('admin-guia');
  return (
    <Alert color="blue" variant="light" title={t('editor.rascunho.titulo')} styles={TEXTO}>
      <Stack gap="sm">
        <Text size="sm">{t('editor.rascunho.texto', { quando: formatDateTime(oferta.em) })}</Text>
        <Group gap="sm">
          <Button size="xs" onClick={onRestaurar}>
            {t('editor.rascunho.restaurar')}
          </Button>
          <Button size="xs" variant="default" onClick={onDescartar}>
            {t('editor.rascunho.descartar')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The save bar, kept in view at the bottom: the server's refusal, 'not saved' and Salvar. */
export function SalvarBarra({
  erro,
  sujo,
  pending,
}: {
  erro: string | null;
  sujo: boolean;
  pending: boolean;
}) {
  const { t } = useTranslation('admin-guia');
  return (
    <Paper withBorder shadow="sm" p="sm" radius="md" style={{ position: 'sticky', bottom: 8, zIndex: 5 }}>
      <Stack gap="xs">
        <FormAlert message={erro} />
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" aria-live="polite">
            {sujo ? t('editor.naoSalvo') : ''}
          </Text>
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            loading={pending}
            disabled={pending}
          >
            {t('editor.salvar')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Leaving with unsaved changes asks first: stay (the navigation is cancelled) or leave. */
export function SairModal({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('admin-guia');
  // Closing cancels the navigation, unless it closes because leaving was confirmed.
  const saindo = useRef(false);
  return (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      title={t('editor.sair.titulo')}
      danger
      confirmLabel={t('editor.sair.sair')}
      cancelLabel={t('editor.sair.ficar')}
      closeLabel={t('editor.fecharJanela')}
      onConfirm={() => {
        saindo.current = true;
      }}
      onClose={() => {
        if (saindo.current) blocker.proceed?.();
        else blocker.reset?.();
        saindo.current = false;
      }}
    >
      {t('editor.sair.texto')}
    </ConfirmModal>
  );
}
