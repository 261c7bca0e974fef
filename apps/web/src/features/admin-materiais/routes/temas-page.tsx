import { type AdminTema, adminTemaBody } from '@guia/shared';
import { Anchor, Button, Container, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/app/routes';
import { DataTable, useListParams } from '@/components/data-table';
import { ListHeading } from '@/components/list-heading';
import { editarAcao, excluirAcao, RowActions } from '@/components/row-actions';
import { useModalTarget } from '@/hooks/use-modal-target';
import { formatNumber } from '@/lib/format';
import { useExcluirTema, useSalvarTema, useTemas } from '../api/temas';
import { ExcluirModal } from '../components/excluir-modal';
import { MaterialIconeView } from '../components/material-icone';
import { TituloIconeModal } from '../components/titulo-icone-modal';

/** Admin.Materiais: the support-material themes, server-paginated, with add, edit and delete. */
export function TemasPage() {
  const { t } = useTranslation('admin-materiais');
  const list = useListParams({ sort: 'titulo' });
  const temas = useTemas(list.query);
  const salvar = useSalvarTema();
  const excluir = useExcluirTema();
  const [editando, setEditando] = useState<AdminTema | 'novo' | null>(null);
  const excluindo = useModalTarget<AdminTema>();
  const total = temas.data?.pagination.totalItems;
  const atual = editando === 'novo' ? null : editando;

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <ListHeading title={t('temas.titulo')} total={total} totalText={(n) => t('temas.total', n)}>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditando('novo')}>
            {t('temas.adicionar')}
          </Button>
        </ListHeading>
        <DataTable<AdminTema>
          label={t('temas.tabela')}
          minWidth={560}
          columns={[
            {
              key: 'titulo',
              header: t('temas.colunas.titulo'),
              sortable: true,
              render: (tema) => (
                <Group gap="sm" wrap="nowrap">
                  <MaterialIconeView icone={tema.icone} />
                  <Anchor
                    component={Link}
                    to={href('Admin.Materiais.Categorias', { temaId: tema.id })}
                    fw={600}
                  >
                    {tema.titulo}
                  </Anchor>
                </Group>
              ),
            },
            {
              key: 'totalMaterial',
              header: t('temas.colunas.totalMaterial'),
              sortable: true,
              align: 'right',
              render: (tema) => formatNumber(tema.totalMaterial),
            },
            {
              key: 'acoes',
              header: t('temas.colunas.acoes'),
              align: 'center',
              width: 110,
              render: (tema) => (
                <RowActions
                  actions={[
                    editarAcao(t('temas.editar', { titulo: tema.titulo }), () => setEditando(tema)),
                    excluirAcao(t('temas.excluir', { titulo: tema.titulo }), () => excluindo.abrir(tema)),
                  ]}
                />
              ),
            },
          ]}
          rows={temas.data?.items}
          rowKey={(tema) => tema.id}
          loading={temas.isFetching}
          emptyText={temas.isError ? t('erro') : t('temas.vazio')}
          list={list}
          totalPages={temas.data?.pagination.totalPages ?? 1}
          search={{
            label: t('temas.buscar'),
            placeholder: t('temas.buscarPlaceholder'),
          }}
        />
      </Stack>
      <TituloIconeModal
        aberto={editando !== null}
        titulo={atual ? t('temas.modalEditar') : t('temas.modalNovo')}
        schema={adminTemaBody}
        inicial={atual ? { titulo: atual.titulo, descricao: atual.descricao, icone: atual.icone } : null}
        onSalvar={(body) => salvar.mutateAsync({ id: atual?.id, body })}
        onClose={() => setEditando(null)}
      />
      <ExcluirModal
        alvo={excluindo}
        titulo={t('temas.excluirTitulo')}
        pergunta={t('temas.excluirPergunta')}
        aviso={t('temas.excluirAviso')}
        excluir={excluir.mutateAsync}
      />
    </Container>
  );
}
