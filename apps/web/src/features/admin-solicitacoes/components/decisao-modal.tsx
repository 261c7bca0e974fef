import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { type Decisao, useDecideSolicitacao } from '../api/decide-solicitacao';

export interface DecisaoTarget {
  id: number;
  decisao: Decisao;
  nome: string;
  documento: string;
  tipo: 'cpf' | 'cnpj';
}

/** Asks for confirmation before resolving (the document moves) or rejecting a request. */
export function DecisaoModal({ target, onClose }: { target: DecisaoTarget | null; onClose: () => void }) {
  const { t } = useTranslation('admin-solicitacoes');
  const mutation = useDecideSolicitacao();
  const [erro, setErro] = useState<string | null>(null);

  useEffect(() => {
    if (target) setErro(null);
  }, [target]);

  const confirmar = () => {
    if (!target) return;
    mutation.mutate(
      { id: target.id, decisao: target.decisao },
      {
        onSuccess: (message) => {
          notifications.show({ message: message ?? t('decisao.feito'), color: 'pasture' });
          onClose();
        },
        onError: (error) => setErro(error instanceof ApiError ? error.message : t('decisao.falhou')),
      },
    );
  };

  const resolver = target?.decisao === 'Resolver';
  const vars = {
    nome: target?.nome ?? '',
    documento: target?.documento ?? '',
    tipo: target?.tipo.toUpperCase(),
  };
  return (
    <Modal
      opened={target !== null}
      onClose={() => !mutation.isPending && onClose()}
      title={resolver ? t('decisao.tituloResolver') : t('decisao.tituloRejeitar')}
      closeButtonProps={{ 'aria-label': t('decisao.cancelar') }}
    >
      <Stack gap="md">
        <Text>{resolver ? t('decisao.perguntaResolver', vars) : t('decisao.perguntaRejeitar', vars)}</Text>
        {erro && (
          <Alert color="red" variant="light" role="alert">
            {erro}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {t('decisao.cancelar')}
          </Button>
          <Button color={resolver ? undefined : 'red'} onClick={confirmar} loading={mutation.isPending}>
            {resolver ? t('acoes.resolver') : t('acoes.rejeitar')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
