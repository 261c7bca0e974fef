import type { FaqItem } from '@guia/shared';
import { Alert, Button, Container, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { routes } from '@/app/routes';
import { BackLink } from '@/components/back-link';
import { ConfirmModal } from '@/components/confirm-modal';
import { editarAcao, excluirAcao, RowActions } from '@/components/row-actions';
import { useModalTarget } from '@/hooks/use-modal-target';
import { useDeleteFaqItem } from '../api/delete-faq-item';
import { useFaqTopico } from '../api/get-faq-topico';
import { type PerguntaAlvo, PerguntaModal } from '../components/pergunta-modal';

/** Admin.Ajuda.Single: a topic's questions, with add, edit and delete. */
export function FaqTopicoPage() {
  const { t } = useTranslation('admin-ajuda');
  const faqId = Number(useParams().faqId);
  const topico = useFaqTopico(faqId);
  const excluir = useDeleteFaqItem();
  const [editando, setEditando] = useState<PerguntaAlvo | null>(null);
  const excluindo = useModalTarget<FaqItem>();

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <BackLink to={routes['Admin.Ajuda']}>{t('perguntas.voltar')}</BackLink>
        {topico.isPending ? (
          <Stack role="status" aria-label={t('perguntas.carregando')}>
            <Skeleton h={36} w="50%" />
            <Skeleton h={120} />
          </Stack>
        ) : topico.isError ? (
          <Alert color="red" role="alert" title={t('perguntas.naoEncontrado')}>
            {topico.error.message}
          </Alert>
        ) : (
          <>
            <Group justify="space-between" align="end" wrap="wrap">
              <div>
                <Title order={1}>{topico.data.titulo}</Title>
                {topico.data.descricao && <Text c="dimmed">{topico.data.descricao}</Text>}
              </div>
              <Button
                leftSection={<IconPlus size={18} aria-hidden />}
                onClick={() => setEditando({ itemId: null, titulo: '', descricao: '' })}
              >
                {t('perguntas.adicionar')}
              </Button>
            </Group>
            <Table.ScrollContainer
              minWidth={640}
              type="native"
              tabIndex={0}
              role="region"
              aria-label={t('perguntas.tabela')}
            >
              <Table striped verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('perguntas.colunaPergunta')}</Table.Th>
                    <Table.Th>{t('perguntas.colunaResposta')}</Table.Th>
                    <Table.Th style={{ width: 110, textAlign: 'center' }}>
                      {t('perguntas.colunaAcoes')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {topico.data.items.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={3}>
                        <Text ta="center" c="dimmed" py="lg">
                          {t('perguntas.vazio')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {topico.data.items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td fw={600}>{item.titulo}</Table.Td>
                      <Table.Td>
                        <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
                          {item.descricao}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <RowActions
                          actions={[
                            editarAcao(t('perguntas.editar', { pergunta: item.titulo }), () =>
                              setEditando({
                                itemId: item.id,
                                titulo: item.titulo,
                                descricao: item.descricao,
                              }),
                            ),
                            excluirAcao(t('perguntas.excluir', { pergunta: item.titulo }), () =>
                              excluindo.abrir(item),
                            ),
                          ]}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
      <PerguntaModal faqId={faqId} alvo={editando} onClose={() => setEditando(null)} />
      <ConfirmModal
        opened={excluindo.opened}
        title={t('excluirPergunta.titulo')}
        danger
        feito={t('feito', { ns: 'confirmacao' })}
        onConfirm={async () => (await excluir.mutateAsync({ faqId, itemId: excluindo.alvo!.id })).message}
        onClose={excluindo.fechar}
      >
        {t('excluirPergunta.mensagem', { pergunta: excluindo.alvo?.titulo ?? '' })}
      </ConfirmModal>
    </Container>
  );
}
