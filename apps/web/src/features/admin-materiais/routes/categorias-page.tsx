import type { AdminCategoria } from '@guia/shared';
import { Badge, Button, Container, Stack, Switch, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, useListParams } from '@/components/data-table';
import { ListHeading } from '@/components/list-heading';
import { editarAcao, excluirAcao, RowActions } from '@/components/row-actions';
import { useModalTarget } from '@/hooks/use-modal-target';
import { formatNumber } from '@/lib/format';
import { useCategorias, useExcluirCategoria, useSalvarCategoria } from '../api/categorias';
import { CategoriaModal } from '../components/categoria-modal';
import { ExcluirModal } from '../components/excluir-modal';

/**
 * Admin.Categorias: the platform's unit categories. Add and edit (sigla, name, description,
 * colour); a category in use cannot be deleted, only deactivated, and a deactivated one is no
 * longer offered by the registration form.
 */
export function CategoriasPage() {
  const { t } = useTranslation('admin-materiais');
  const list = useListParams({ sort: 'sigla' });
  const categorias = useCategorias(list.query);
  const salvar = useSalvarCategoria();
  const excluir = useExcluirCategoria();
  const [editando, setEditando] = useState<AdminCategoria | 'novo' | null>(null);
  const excluindo = useModalTarget<AdminCategoria>();
  const [alternando, setAlternando] = useState<number | null>(null);
  const total = categorias.data?.pagination.totalItems;
  const atual = editando === 'novo' ? null : editando;

  const alternar = (c: AdminCategoria) => {
    setAlternando(c.id);
    salvar.mutate({ id: c.id, body: { ativo: !c.ativo } }, { onSettled: () => setAlternando(null) });
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <ListHeading title={t('categorias.titulo')} total={total} totalText={(n) => t('categorias.total', n)}>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditando('novo')}>
            {t('categorias.adicionar')}
          </Button>
        </ListHeading>
        <Text c="dark.6">{t('categorias.descricaoTela')}</Text>
        <DataTable<AdminCategoria>
          label={t('categorias.tabela')}
          minWidth={720}
          columns={[
            {
              key: 'sigla',
              header: t('categorias.colunas.sigla'),
              sortable: true,
              render: (c) => (
                <Badge color={c.cor} autoContrast variant="filled" radius="sm">
                  {c.sigla}
                </Badge>
              ),
            },
            { key: 'titulo', header: t('categorias.colunas.titulo'), sortable: true },
            {
              key: 'totalUnidades',
              header: t('categorias.colunas.totalUnidades'),
              sortable: true,
              align: 'right',
              render: (c) => formatNumber(c.totalUnidades),
            },
            {
              key: 'ativo',
              header: t('categorias.colunas.ativo'),
              render: (c) => (
                <Switch
                  checked={c.ativo}
                  disabled={alternando === c.id}
                  onChange={() => alternar(c)}
                  label={c.ativo ? t('categorias.ativa') : t('categorias.inativa')}
                  aria-label={
                    c.ativo
                      ? t('categorias.desativar', { sigla: c.sigla })
                      : t('categorias.ativar', { sigla: c.sigla })
                  }
                />
              ),
            },
            {
              key: 'acoes',
              header: t('categorias.colunas.acoes'),
              align: 'center',
              width: 110,
              render: (c) => (
                <RowActions
                  actions={[
                    editarAcao(t('categorias.editar', { sigla: c.sigla }), () => setEditando(c)),
                    excluirAcao(
                      t('categorias.excluir', { sigla: c.sigla }),
                      () => excluindo.abrir(c),
                      c.emUso ? t('categorias.emUso') : undefined,
                    ),
                  ]}
                />
              ),
            },
          ]}
          rows={categorias.data?.items}
          rowKey={(c) => c.id}
          loading={categorias.isFetching}
          emptyText={categorias.isError ? t('erro') : t('categorias.vazio')}
          list={list}
          totalPages={categorias.data?.pagination.totalPages ?? 1}
          search={{
            label: t('categorias.buscar'),
            placeholder: t('categorias.buscarPlaceholder'),
          }}
        />
      </Stack>
      <CategoriaModal
        aberto={editando !== null}
        categoria={atual}
        onSalvar={(body) => salvar.mutateAsync({ id: atual?.id, body })}
        onClose={() => setEditando(null)}
      />
      <ExcluirModal
        alvo={excluindo}
        titulo={t('categorias.excluirTitulo')}
        pergunta={t('categorias.excluirPergunta')}
        excluir={excluir.mutateAsync}
      />
    </Container>
  );
}
