import { type EstadoItem, type ItemPlano, ROTULO_ESTADO_ITEM } from '@guia/shared';
import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendarPlus,
  IconCheck,
  IconDots,
  IconDownload,
  IconNotes,
  IconPencil,
  IconRotate,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { TOM_ESTADO } from '../tons';
import { PrazoInfo } from './prazo-info';

export interface AcoesDoItem {
  registrar: (item: ItemPlano) => void;
  editar: (item: ItemPlano) => void;
  excluir: (item: ItemPlano) => void;
  cancelar: (item: ItemPlano) => void;
  mudarEstado: (item: ItemPlano, estado: EstadoItem) => void;
  agenda: (item: ItemPlano) => void;
  baixarArquivo: (url: string, nome: string) => void;
}

/** One action of the plan: its target, deadline, what will be done, progress records and what can be done to it. */
export function ItemAcao({
  item,
  hoje,
  acoes,
  ocupado,
}: {
  item: ItemPlano;
  hoje: string;
  acoes: AcoesDoItem;
  ocupado: boolean;
}) {
  const { t } = useTranslation('plano');
  const tituloId = `plano-acao-${item.id}`;
  const aberta = item.estado === 'planejada' || item.estado === 'em_andamento';
  const removivel = item.estado === 'planejada' && item.registros.length === 0;
  const linha = (rotulo: string, valor: string) => (
    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      <Text span fw={700}>
        {rotulo}:
      </Text>{' '}
      {valor}
    </Text>
  );

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={tituloId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={700} c="dimmed">
              {item.indicador.codigo}
            </Text>
            <Title order={3} size="h5" id={tituloId}>
              {item.indicador.titulo}
            </Title>
          </Stack>
          <Badge {...TOM_ESTADO[item.estado]} variant="light" style={{ flexShrink: 0 }}>
            {ROTULO_ESTADO_ITEM[item.estado]}
          </Badge>
        </Group>
        {linha(
          t('acao.meta'),
          t('item.nivelComDescricao', { peso: item.peso_meta, descricao: item.nivel_meta }),
        )}
        {linha(
          t('acao.nivelAtual'),
          t('item.nivelComDescricao', { peso: item.peso_atual, descricao: item.nivel_atual }),
        )}
        <PrazoInfo item={item} hoje={hoje} />
        {linha(t('acao.acoes'), item.acoes)}
        {item.responsavel && linha(t('acao.responsavel'), item.responsavel)}

        <Stack gap={4}>
          <Text size="sm" fw={700}>
            {t('acao.registros')}
          </Text>
          {item.registros.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('acao.semRegistros')}
            </Text>
          ) : (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {item.registros.map((r) => (
                <Group key={r.id} component="li" gap="xs" wrap="nowrap" align="flex-start">
                  <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                    {formatDate(r.criado_em)}
                  </Text>
                  <Text
                    size="sm"
                    style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}
                  >
                    {r.nota}
                  </Text>
                  {r.arquivo && (
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('acao.baixarArquivo', { nome: r.arquivo.nome })}
                      onClick={() => r.arquivo && acoes.baixarArquivo(r.arquivo.url, r.arquivo.nome)}
                    >
                      <IconDownload size={18} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              ))}
            </Stack>
          )}
        </Stack>

        <Group gap="xs" mt="xs">
          {aberta && (
            <>
              <Button
                size="sm"
                leftSection={<IconNotes size={18} aria-hidden />}
                onClick={() => acoes.registrar(item)}
              >
                {t('acao.registrar')}
              </Button>
              <Button
                size="sm"
                variant="light"
                leftSection={<IconCheck size={18} aria-hidden />}
                disabled={ocupado}
                onClick={() => acoes.mudarEstado(item, 'concluida')}
              >
                {t('acao.concluir')}
              </Button>
            </>
          )}
          {!aberta && (
            <Button
              size="sm"
              variant="light"
              leftSection={<IconRotate size={18} aria-hidden />}
              disabled={ocupado}
              onClick={() =>
                acoes.mudarEstado(item, item.registros.length > 0 ? 'em_andamento' : 'planejada')
              }
            >
              {t('acao.reabrir')}
            </Button>
          )}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('acao.maisAcoes', { indicador: item.indicador.titulo })}
              >
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconCalendarPlus size={16} aria-hidden />}
                onClick={() => acoes.agenda(item)}
              >
                {t('acao.agenda')}
              </Menu.Item>
              {aberta && (
                <Menu.Item
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={() => acoes.editar(item)}
                >
                  {t('acao.editar')}
                </Menu.Item>
              )}
              {item.estado !== 'cancelada' && (
                <Menu.Item leftSection={<IconX size={16} aria-hidden />} onClick={() => acoes.cancelar(item)}>
                  {t('acao.cancelar')}
                </Menu.Item>
              )}
              {removivel && (
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => acoes.excluir(item)}
                >
                  {t('acao.excluir')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Stack>
    </Paper>
  );
}
