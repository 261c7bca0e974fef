import type { AdminOnboarding } from '@guia/shared';
import { ActionIcon, Alert, Button, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '@/components/confirm-delete-modal';
import { moverItem, SortableTable } from '@/components/sortable-table';
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
  const [excluindo, setExcluindo] = useState<AdminOnboarding | null>(null);
  // The order just dropped, shown while its calls run.
  const [ordemLocal, setOrdemLocal] = useState<AdminOnboarding[] | null>(null);
  const rows = ordemLocal ?? slides.data;

  const onMove = (from: number, to: number) => {
    if (!rows || to < 0 || to >= rows.length) return;
    const nova = moverItem(rows, from, to);
    setOrdemLocal(nova);
    mover.mutate(
      { antes: rows.map((s) => s.id), depois: nova.map((s) => s.id) },
      {
        onSuccess: (message) => notifications.show({ color: 'pasture', message: message ?? t('ordemSalva') }),
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
        onSettled: () => setOrdemLocal(null),
      },
    );
  };

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
          rows={rows}
          rowKey={(s) => s.id}
          itemName={(s) => t('item', { titulo: s.titulo })}
          onMove={onMove}
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
                <Group gap={4} justify="center" wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="dark"
                    size="lg"
                    aria-label={t('acoes.editar', { titulo: s.titulo })}
                    onClick={() => setEditando({ slide: s })}
                  >
                    <IconPencil size={20} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    size="lg"
                    aria-label={t('acoes.excluir', { titulo: s.titulo })}
                    onClick={() => setExcluindo(s)}
                  >
                    <IconTrash size={20} aria-hidden />
                  </ActionIcon>
                </Group>
              ),
            },
          ]}
        />
      </Stack>
      <OnboardingModal alvo={editando} onClose={() => setEditando(null)} />
      <ConfirmDeleteModal
        opened={excluindo !== null}
        title={t('excluir.titulo')}
        message={t('excluir.mensagem', { titulo: excluindo?.titulo ?? '' })}
        onConfirm={async () => (await excluir.mutateAsync(excluindo!.id)).message}
        onClose={() => setExcluindo(null)}
      />
    </Container>
  );
}
