import { type AdminTipo, adminTipoBody } from '@guia/shared';
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { href } from '@/app/routes';
import { BackLink } from '@/components/back-link';
import { DataTable, useListParams } from '@/components/data-table';
import { ListHeading } from '@/components/list-heading';
import { editarAcao, excluirAcao, RowActions } from '@/components/row-actions';
import { useModalTarget } from '@/hooks/use-modal-target';
import { formatNumber } from '@/lib/format';
import { useCategorias } from '../api/categorias';
import { useExcluirTipo, useSalvarTipo, useTipos } from '../api/tipos';
import { ExcluirModal } from '../components/excluir-modal';
import { MaterialIconeView } from '../components/material-icone';
import { TituloIconeModal } from '../components/titulo-icone-modal';

/** Admin.Materiais.Categorias: a theme's categories (material types), with add, edit and delete. */
export function TemaPage() {
  const { t } = useTranslation('admin-materiais');
  const temaId = Number(useParams().temaId);
  const list = useListParams({ sort: 'titulo' });
  const tipos = useTipos(temaId, list.query);
  const salvar = useSalvarTipo(temaId);
  // The platform categories a type may be offered to (a handful: one page holds them all).
  const categorias = useCategorias({ pageSize: 100, sort: 'sigla' });
  const excluir = useExcluirTipo(temaId);
  const [editando, setEditando] = useState<AdminTipo | 'novo' | null>(null);
  const excluindo = useModalTarget<AdminTipo>();
  const tema = tipos.data?.tema;
  const total = tipos.data?.pagination.totalItems;
  const atual = editando === 'novo' ? null : editando;

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <BackLink to={href('Admin.Materiais')}>{t('tipos.voltar')}</BackLink>
        <ListHeading
          title={
            <Group gap="sm" wrap="nowrap">
              {tema && <MaterialIconeView icone={tema.icone} size={28} />}
              <Title order={1}>{tema?.titulo ?? '…'}</Title>
            </Group>
          }
          total={total}
          totalText={(n) => t('tipos.total', n)}
        >
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditando('novo')}>
            {t('tipos.adicionar')}
          </Button>
        </ListHeading>
        {tema && <Text c="dark.6">{tema.descricao}</Text>}
        <DataTable<AdminTipo>
          label={t('tipos.tabela')}
          minWidth={560}
          columns={[
            {
              key: 'titulo',
              header: t('tipos.colunas.titulo'),
              sortable: true,
              render: (tipo) => (
                <Group gap="sm" wrap="nowrap">
                  <MaterialIconeView icone={tipo.icone} />
                  <Anchor
                    component={Link}
                    to={href('Admin.Materiais.Tipo', { temaId, tipoId: tipo.id })}
                    fw={600}
                  >
                    {tipo.titulo}
                  </Anchor>
                </Group>
              ),
            },
            {
              key: 'totalMaterial',
              header: t('tipos.colunas.totalMaterial'),
              sortable: true,
              align: 'right',
              render: (tipo) => formatNumber(tipo.totalMaterial),
            },
            {
              key: 'acoes',
              header: t('tipos.colunas.acoes'),
              align: 'center',
              width: 110,
              render: (tipo) => (
                <RowActions
                  actions={[
                    editarAcao(t('tipos.editar', { titulo: tipo.titulo }), () => setEditando(tipo)),
                    excluirAcao(t('tipos.excluir', { titulo: tipo.titulo }), () => excluindo.abrir(tipo)),
                  ]}
                />
              ),
            },
          ]}
          rows={tipos.data?.items}
          rowKey={(tipo) => tipo.id}
          loading={tipos.isFetching}
          emptyText={tipos.isError ? tipos.error.message : t('tipos.vazio')}
          list={list}
          totalPages={tipos.data?.pagination.totalPages ?? 1}
          search={{
            label: t('tipos.buscar'),
            placeholder: t('tipos.buscarPlaceholder'),
          }}
        />
      </Stack>
      <TituloIconeModal
        aberto={editando !== null}
        titulo={atual ? t('tipos.modalEditar') : t('tipos.modalNovo')}
        schema={adminTipoBody}
        inicial={
          atual
            ? {
                titulo: atual.titulo,
                descricao: atual.descricao,
                icone: atual.icone,
                categorias: atual.categorias.map(String),
              }
            : null
        }
        categoriasOpcoes={(categorias.data?.items ?? []).map((c) => ({
          value: String(c.id),
          label: c.ativo ? c.descricao : t('form.categoriaInativa', { descricao: c.descricao }),
        }))}
        onSalvar={(body) =>
          salvar.mutateAsync({ id: atual?.id, body: { ...body, categorias: body.categorias ?? [] } })
        }
        onClose={() => setEditando(null)}
      />
      <ExcluirModal
        alvo={excluindo}
        titulo={t('tipos.excluirTitulo')}
        pergunta={t('tipos.excluirPergunta')}
        aviso={t('tipos.excluirAviso')}
        excluir={excluir.mutateAsync}
      />
    </Container>
  );
}
