import type { AdminMaterial } from '@guia/shared';
import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { href } from '@/app/routes';
import { BackLink } from '@/components/back-link';
import { DataTable, useListParams } from '@/components/data-table';
import { ListHeading } from '@/components/list-heading';
import { editarAcao, excluirAcao, RowActions } from '@/components/row-actions';
import { useModalTarget } from '@/hooks/use-modal-target';
import { api } from '@/lib/api-client';
import { useExcluirMaterial, useMateriais, useSalvarMaterial } from '../api/materiais';
import { ExcluirModal } from '../components/excluir-modal';
import { MaterialModal } from '../components/material-modal';

/** Opens a stored file (fetched with the session, no token in a URL) or a link, in a new window. */
async function abrir(material: AdminMaterial) {
  if (material.link) {
    window.open(material.link, '_blank', 'noopener');
    return;
  }
  const janela = window.open('', '_blank');
  const blob = await api.blob(material.url);
  const url = URL.createObjectURL(blob);
  if (janela) janela.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Admin.Materiais.Tipo: the materials of a theme's category, with add (one file), edit and delete. */
export function TipoPage() {
  const { t } = useTranslation('admin-materiais');
  const params = useParams();
  const temaId = Number(params.temaId);
  const tipoId = Number(params.tipoId);
  const list = useListParams({ sort: 'titulo' });
  const materiais = useMateriais(temaId, tipoId, list.query);
  const salvar = useSalvarMaterial(temaId, tipoId);
  const excluir = useExcluirMaterial(temaId, tipoId);
  const [editando, setEditando] = useState<AdminMaterial | 'novo' | null>(null);
  const excluindo = useModalTarget<AdminMaterial>();
  const dados = materiais.data;
  const total = dados?.pagination.totalItems;
  const atual = editando === 'novo' ? null : editando;

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <BackLink to={href('Admin.Materiais.Categorias', { temaId })}>{t('materiais.voltar')}</BackLink>
        <ListHeading
          title={
            <Stack gap={2}>
              {dados && <Text c="dark.6">{dados.tema.titulo}</Text>}
              <Title order={1}>{dados?.tipo.titulo ?? '…'}</Title>
            </Stack>
          }
          total={total}
          totalText={(n) => t('materiais.total', n)}
        >
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditando('novo')}>
            {t('materiais.adicionar')}
          </Button>
        </ListHeading>
        <DataTable<AdminMaterial>
          label={t('materiais.tabela')}
          minWidth={560}
          columns={[
            {
              key: 'titulo',
              header: t('materiais.colunas.titulo'),
              sortable: true,
              render: (m) => (
                <Stack gap={2}>
                  <Text fw={600}>{m.titulo}</Text>
                  <Text size="sm" c="dark.6" lineClamp={2}>
                    {m.descricao}
                  </Text>
                </Stack>
              ),
            },
            {
              key: 'arquivo',
              header: t('materiais.colunas.arquivo'),
              render: (m) => {
                const nome = m.nomearquivo ?? m.link ?? '';
                return (
                  <Anchor
                    component="button"
                    type="button"
                    onClick={() => void abrir(m)}
                    aria-label={t('materiais.abrir', { nome })}
                  >
                    {nome}
                  </Anchor>
                );
              },
            },
            {
              key: 'acoes',
              header: t('materiais.colunas.acoes'),
              align: 'center',
              width: 110,
              render: (m) => (
                <RowActions
                  actions={[
                    editarAcao(t('materiais.editar', { titulo: m.titulo }), () => setEditando(m)),
                    excluirAcao(t('materiais.excluir', { titulo: m.titulo }), () => excluindo.abrir(m)),
                  ]}
                />
              ),
            },
          ]}
          rows={dados?.items}
          rowKey={(m) => m.id}
          loading={materiais.isFetching}
          emptyText={materiais.isError ? materiais.error.message : t('materiais.vazio')}
          list={list}
          totalPages={dados?.pagination.totalPages ?? 1}
          search={{
            label: t('materiais.buscar'),
            placeholder: t('materiais.buscarPlaceholder'),
          }}
        />
      </Stack>
      <MaterialModal
        aberto={editando !== null}
        material={atual}
        onSalvar={(valores) => salvar.mutateAsync({ id: atual?.id, valores })}
        onClose={() => setEditando(null)}
      />
      <ExcluirModal
        alvo={excluindo}
        titulo={t('materiais.excluirTitulo')}
        pergunta={t('materiais.excluirPergunta')}
        excluir={excluir.mutateAsync}
      />
    </Container>
  );
}
