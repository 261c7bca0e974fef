import type { SolicitacaoRecebida } from '@guia/shared';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutorizacaoForm } from './autorizacao-form';

/** What the grant form opens for: a technician by his CPF, or a technician's request. */
export type AlvoDaAutorizacao = { tipo: 'cpf' } | { tipo: 'pedido'; solicitacao: SolicitacaoRecebida };

interface Props {
  opened: boolean;
  /** What it opens for; the last one while the dialog closes. */
  alvo: AlvoDaAutorizacao | null;
  onClose: () => void;
}

/** The grant form in a dialog (the whole screen on a phone); it stays open while the call runs. */
export function AutorizacaoModal({ opened, alvo, onClose }: Props) {
  const { t } = useTranslation('tecnico');
  const celular = useMediaQuery('(max-width: 47.99em)');
  const [pendente, setPendente] = useState(false);
  const solicitacao = alvo?.tipo === 'pedido' ? alvo.solicitacao : undefined;
  const fechar = () => {
    if (!pendente) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={fechar}
      title={solicitacao ? t('form.tituloPedido', { nome: solicitacao.tecnico.nome }) : t('form.tituloNovo')}
      size="lg"
      fullScreen={celular}
      closeButtonProps={{ 'aria-label': t('form.cancelar') }}
    >
      {alvo && (
        <AutorizacaoForm
          key={solicitacao?.id ?? 'cpf'}
          solicitacao={solicitacao}
          onConcluida={onClose}
          onCancelar={fechar}
          onPendente={setPendente}
        />
      )}
    </Modal>
  );
}
