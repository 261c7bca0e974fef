import { type EstadoItem, hojeEm, type ItemPlano, MENSAGENS_PLANO, type PlanoAcao } from '@guia/shared';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { href } from '@/app/routes';
import { EmptyState } from '@/components/empty-state';
import { downloadPdf } from '@/lib/download-pdf';
import { mensagemDeErro } from '@/lib/form-errors';
import { formatDate, formatNumber } from '@/lib/format';
import { adicionarAAgenda } from '../adicionar-a-agenda';
import { usePlanos } from '../api/get-planos';
import { baixarArquivoDoRegistro } from '../api/registrar-andamento';
import { useUpdateItem } from '../api/update-item';
import { EditarItemModal } from '../components/editar-item-modal';
import { ExcluirCancelar, useExcluirCancelar } from '../components/excluir-cancelar';
import { type AcoesDoItem, ItemAcao } from '../components/item-acao';
import { PlanoAnterior } from '../components/plano-anterior';
import { RegistrarModal } from '../components/registrar-modal';

/** The active plan's items grouped by principle, in the principles' order. */
function porPrincipio(plano: PlanoAcao) {
  const grupos = new Map<number, { titulo: string; itens: ItemPlano[] }>();
  for (const item of plano.itens) {
    const g = grupos.get(item.principio.codigo) ?? { titulo: item.principio.titulo, itens: [] };
    g.itens.push(item);
    grupos.set(item.principio.codigo, g);
  }
  return [...grupos.entries()].sort(([a], [b]) => a - b);
}

/** 'Meu plano de ação' (/objetos/{objetoId}/plano): the active plan and, below, the last evaluated one. */
export function PlanoPage() {
  const { t } = useTranslation('plano');
  const { objectId } = useParams();
  const objetoId = Number.isInteger(Number(objectId)) && Number(objectId) > 0 ? Number(objectId) : null;
  const planos = usePlanos(objetoId);
  const update = useUpdateItem();
  const [registrar, setRegistrar] = useState<ItemPlano | null>(null);
  const [editar, setEditar] = useState<ItemPlano | null>(null);
  const excluirCancelar = useExcluirCancelar(objetoId ?? 0);
  const hoje = hojeEm(new Date());

  if (objetoId === null || planos.error) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('titulo')}</Title>
        <Alert color="red" role="alert" title={mensagemDeErro(planos.error, t('pagina.erroCarregar'))}>
          {objetoId !== null && (
            <Button variant="light" color="red" mt="xs" onClick={() => void planos.refetch()}>
              {t('pagina.tentarNovamente')}
            </Button>
          )}
        </Alert>
      </Stack>
    );
  }
  if (!planos.data) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={36} width="50%" />
        <Skeleton height={200} />
      </Stack>
    );
  }
  const { ativo, anterior } = planos.data;

  async function mudarEstado(item: ItemPlano, estado: EstadoItem) {
    try {
      await update.mutateAsync({ objetoId: objetoId!, id: item.id, body: { estado } });
      notifications.show({
        color: 'pasture',
        message: estado === 'concluida' ? t('acao.concluida') : t('acao.reaberta'),
      });
    } catch (error) {
      notifications.show({ color: 'red', message: mensagemDeErro(error, t('acao.erro')) });
    }
  }

  const acoes: AcoesDoItem = {
    registrar: setRegistrar,
    editar: setEditar,
    excluir: excluirCancelar.excluir,
    cancelar: excluirCancelar.cancelar,
    mudarEstado: (item, estado) => void mudarEstado(item, estado),
    agenda: (item) => adicionarAAgenda(item),
    baixarArquivo: (url, nome) =>
      void baixarArquivoDoRegistro(url, nome).catch(() =>
        notifications.show({ color: 'red', message: t('acao.erro') }),
      ),
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Title order={1}>{t('titulo')}</Title>
          {ativo && (
            <Button
              leftSection={<IconDownload size={18} aria-hidden />}
              onClick={() => void downloadPdf(`/Objeto/${objetoId}/PlanoAcao/pdf`)}
            >
              {t('pagina.baixarPdf')}
            </Button>
          )}
        </Group>
        <Text>{t('pagina.descricao')}</Text>
        <Text size="sm" fs="italic">
          {MENSAGENS_PLANO.declaracao}
        </Text>
      </Stack>

      {ativo ? (
        <Stack gap="lg">
          <Text c="dimmed">
            {t('pagina.criadoEm', { data: formatDate(ativo.criado_em), ano: ativo.ano })} ·{' '}
            {t('pagina.resumo', {
              concluidas: formatNumber(ativo.itens.filter((i) => i.estado === 'concluida').length),
              total: formatNumber(ativo.itens.length),
            })}
          </Text>
          {porPrincipio(ativo).map(([codigo, grupo]) => (
            <Stack key={codigo} gap="sm" component="section" aria-labelledby={`plano-principio-${codigo}`}>
              <Title order={2} size="h3" id={`plano-principio-${codigo}`}>
                {t('pagina.principio', { codigo, titulo: grupo.titulo })}
              </Title>
              {grupo.itens.map((item) => (
                <ItemAcao key={item.id} item={item} hoje={hoje} acoes={acoes} ocupado={update.isPending} />
              ))}
            </Stack>
          ))}
        </Stack>
      ) : (
        <EmptyState
          title={t('pagina.vazio')}
          description={t('pagina.vazioDescricao')}
          illustration="produtor"
          action={
            <Button component={Link} to={href('Desempenho.Objeto.Single', { objectId: objetoId })}>
              {t('pagina.irParaRelatorios')}
            </Button>
          }
        />
      )}

      {anterior && <PlanoAnterior plano={anterior} />}

      <RegistrarModal objetoId={objetoId} item={registrar} onClose={() => setRegistrar(null)} />
      <EditarItemModal objetoId={objetoId} item={editar} onClose={() => setEditar(null)} />
      <ExcluirCancelar estado={excluirCancelar} />
    </Stack>
  );
}
