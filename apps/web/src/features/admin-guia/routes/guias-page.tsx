import type { AdminGuiaItem } from '@guia/shared';
import { ActionIcon, Anchor, Button, Container, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/app/routes';
import { DataTable, useListParams } from '@/components/data-table';
import { formatNumber } from '@/lib/format';
import { useCreateGuia } from '../api/create-guia';
import { useDeleteGuia } from '../api/delete-guia';
import { useDuplicateGuia } from '../api/duplicate-guia';
import { useGuias } from '../api/get-guias';
import { useUpdateDisponibilidade } from '../api/update-disponibilidade';
import { AnoModal } from '../components/ano-modal';
import { ConfirmModal } from '../components/confirm-modal';
import { SituacaoBadge } from '../components/situacao-badge';

type Acao = { tipo: 'disponibilizar' | 'fechar' | 'excluir' | 'duplicar'; guia: AdminGuiaItem };

/** Admin.Guia: the yearly editions, newest first; create, duplicate, open/close, edit and delete. */
export function GuiasPage() {
  const { t } = useTranslation('admin-guia');
  const list = useListParams({ sort: 'ano', order: 'desc' });
  const guias = useGuias(list.query);
  const criar = useCreateGuia();
  const duplicar = useDuplicateGuia();
  const disponibilidade = useUpdateDisponibilidade();
  const excluir = useDeleteGuia();
  const [novo, setNovo] = useState(false);
  const [acao, setAcao] = useState<Acao | null>(null);
  // Kept while the modal closes, so its texts do not blink.
  const [ultima, setUltima] = useState<Acao | null>(null);
  const abrir = (a: Acao) => {
    setAcao(a);
    setUltima(a);
  };
  const alvo = acao ?? ultima;
  const total = guias.data?.pagination.totalItems;
  const fechar = () => setAcao(null);

  const confirmarAcao = async () => {
    if (!alvo) return undefined;
    const { guia, tipo } = alvo;
    if (tipo === 'excluir') return (await excluir.mutateAsync({ id: guia.id })).message;
    return (await disponibilidade.mutateAsync({ id: guia.id, disponibilizar: tipo === 'disponibilizar' }))
      .message;
  };

  return (
    <Container size="xl" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap">
          <Group align="baseline" gap="md">
            <Title order={1}>{t('lista.titulo')}</Title>
            {total !== undefined && (
              <Text c="dimmed" aria-live="polite">
                {t('lista.total', { count: total, total: formatNumber(total) })}
              </Text>
            )}
          </Group>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setNovo(true)}>
            {t('lista.cadastrar')}
          </Button>
        </Group>
        <DataTable<AdminGuiaItem>
          label={t('lista.tabela')}
          minWidth={640}
          columns={[
            {
              key: 'ano',
              header: t('lista.colunas.ano'),
              sortable: true,
              render: (g) => (
                <Anchor component={Link} to={href('Admin.Guia.Principios', { productId: g.id })} fw={600}>
                  {g.ano}
                </Anchor>
              ),
            },
            {
              key: 'totalRespondido',
              header: t('lista.colunas.totalRespondido'),
              sortable: true,
              align: 'right',
              render: (g) => formatNumber(g.totalRespondido),
            },
            {
              key: 'disponivel',
              header: t('lista.colunas.disponivel'),
              sortable: true,
              render: (g) => <SituacaoBadge guia={g} />,
            },
            {
              key: 'acoes',
              header: t('lista.colunas.acoes'),
              align: 'right',
              width: 200,
              render: (g) => (
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    size="xs"
                    variant={g.disponivel ? 'default' : 'filled'}
                    onClick={() => abrir({ tipo: g.disponivel ? 'fechar' : 'disponibilizar', guia: g })}
                  >
                    {g.disponivel ? t('lista.fechar') : t('lista.disponibilizar')}
                  </Button>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="lg"
                        aria-label={t('lista.acoesDe', { ano: g.ano })}
                      >
                        <IconDots size={20} aria-hidden />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item
                        component={Link}
                        to={href('Admin.Guia.Principios', { productId: g.id })}
                        leftSection={<IconPencil size={16} aria-hidden />}
                      >
                        {t('lista.editar')}
                      </Menu.Item>
                      <Menu.Item
                        leftSection={<IconCopy size={16} aria-hidden />}
                        onClick={() => abrir({ tipo: 'duplicar', guia: g })}
                      >
                        {t('lista.duplicar')}
                      </Menu.Item>
                      {g.totalQuestionarios > 0 ? (
                        // An edition with questionnaires is closed, never deleted: say so before the click.
                        <Menu.Item
                          disabled
                          leftSection={<IconTrash size={16} aria-hidden />}
                          aria-describedby={`excluir-${g.id}-motivo`}
                        >
                          <Stack gap={0}>
                            <span>{t('lista.excluir')}</span>
                            <Text size="xs" c="dark.6" id={`excluir-${g.id}-motivo`} maw={220}>
                              {t('lista.excluirBloqueado')}
                            </Text>
                          </Stack>
                        </Menu.Item>
                      ) : (
                        <Menu.Item
                          color="red"
                          leftSection={<IconTrash size={16} aria-hidden />}
                          onClick={() => abrir({ tipo: 'excluir', guia: g })}
                        >
                          {t('lista.excluir')}
                        </Menu.Item>
                      )}
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              ),
            },
          ]}
          rows={guias.data?.items}
          rowKey={(g) => g.id}
          loading={guias.isFetching}
          emptyText={guias.isError ? guias.error.message : t('lista.vazio')}
          page={list.page}
          totalPages={guias.data?.pagination.totalPages ?? 1}
          onPageChange={list.setPage}
          sort={list.sort}
          order={list.order}
          onSortChange={list.toggleSort}
        />
      </Stack>

      <AnoModal
        opened={novo}
        title={t('ano.tituloNovo')}
        sucesso={t('ano.criado')}
        onSubmit={async (ano) => (await criar.mutateAsync({ ano })).message}
        onClose={() => setNovo(false)}
      />
      <AnoModal
        opened={acao?.tipo === 'duplicar'}
        title={t('ano.tituloDuplicar', { ano: alvo?.guia.ano })}
        description={t('ano.duplicarExplica')}
        sugestao={alvo ? alvo.guia.ano + 1 : undefined}
        sucesso={t('ano.duplicado')}
        onSubmit={async (ano) => (await duplicar.mutateAsync({ id: alvo!.guia.id, ano })).message}
        onClose={fechar}
      />
      <ConfirmModal
        opened={acao !== null && acao.tipo !== 'duplicar'}
        title={
          alvo
            ? t(`confirmar.${alvo.tipo === 'duplicar' ? 'excluir' : alvo.tipo}Titulo`, { ano: alvo.guia.ano })
            : ''
        }
        danger={alvo?.tipo === 'excluir' || alvo?.tipo === 'fechar'}
        confirmLabel={
          alvo?.tipo === 'excluir'
            ? t('lista.excluir')
            : alvo?.tipo === 'fechar'
              ? t('lista.fechar')
              : t('lista.disponibilizar')
        }
        onConfirm={confirmarAcao}
        onClose={fechar}
      >
        <Text>
          {alvo && alvo.tipo !== 'duplicar'
            ? t(`confirmar.${alvo.tipo}Pergunta`, { ano: alvo.guia.ano })
            : ''}
        </Text>
      </ConfirmModal>
    </Container>
  );
}
