import type { AdminOnboarding } from '@guia/shared';
import { Alert, Button, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { editarAcao, excluirAcao, RowActions } from '@/components/row-actions';
import { SortableTable, useOrdemLocal } from '@/components/sortable-table';
import { useModalTarget } from '@/hooks/use-modal-target';
import { useDeleteOnboarding } from '../api/delete-onboarding';
import { useOnboardings } from '../api/get-onboardings';
import { useMoveOnboarding } from '../api/move-onboarding';
import { type OnboardingAlvo, OnboardingModal } from '../components/onboarding-modal';

/**
 * Admin.Onboardings: the welcome slides in the order users see them. A drag (or the move buttons)
 * saves each affected slide's new position; add, edit and delete in modals.
 */
export function OnboardingsPage() {
  const { t } = useTranslation('admin-onboarding');
  const slides = useOnboardings();
  const mover = useMoveOnboarding();
  const excluir = useDeleteOnboarding();
  const [editando, setEditando] = useState<OnboardingAlvo | null>(null);
  const excluindo = useModalTarget<AdminOnboarding>();
  // The order just dropped is shown while its calls run.
  const ordem = useOrdemLocal(
    slides.data,
    (antes, depois) => mover.mutateAsync({ antes: antes.map((s) => s.id), depois: depois.map((s) => s.id) }),
    t('ordemSalva'),
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="end" wrap="wrap">
          <Title order={1}>{t('titulo')}</Title>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditando({ slide: null })}
          >
            {t('adicionar')}
          </Button>
        </Group>
        <Text>{t('descricao')}</Text>
        {slides.isError && (
          <Alert color="red" role="alert">
            {slides.error.message}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('reordenarDica')}
        </Text>
        <SortableTable<AdminOnboarding>
          label={t('tabela')}
          rows={ordem.rows}
          rowKey={(s) => s.id}
          itemName={(s) => t('item', { titulo: s.titulo })}
          onMove={ordem.mover}
          disabled={mover.isPending}
          loading={slides.isFetching}
          emptyText={t('vazio')}
          minWidth={640}
          columns={[
            { key: 'ordem', header: t('colunas.ordem'), width: 80, render: (s) => s.ordem },
            {
              key: 'imagem',
              header: t('colunas.imagem'),
              width: 96,
              render: (s) => <Image src={s.imagem} alt="" w={72} h={54} fit="contain" radius="sm" />,
            },
            { key: 'titulo', header: t('colunas.titulo'), render: (s) => <Text fw={600}>{s.titulo}</Text> },
            {
              key: 'acoes',
              header: t('colunas.acoes'),
              align: 'center',
              width: 110,
              render: (s) => (
                <RowActions
                  actions={[
                    editarAcao(t('acoes.editar', { titulo: s.titulo }), () => setEditando({ slide: s })),
                    excluirAcao(t('acoes.excluir', { titulo: s.titulo }), () => excluindo.abrir(s)),
                  ]}
                />
              ),
            },
          ]}
        />
      </Stack>
      <OnboardingModal alvo={editando} onClose={() => setEditando(null)} />
      <ConfirmModal
        opened={excluindo.opened}
        title={t('excluir.titulo')}
        danger
        feito={t('feito', { ns: 'confirmacao' })}
        onConfirm={async () => (await excluir.mutateAsync(excluindo.alvo!.id)).message}
        onClose={excluindo.fechar}
      >
        {t('excluir.mensagem', { titulo: excluindo.alvo?.titulo ?? '' })}
      </ConfirmModal>
    </Container>
  );
}
