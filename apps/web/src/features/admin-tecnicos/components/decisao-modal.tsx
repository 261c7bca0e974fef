import type { AdminTecnicoItem } from '@guia/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { type DecisaoTecnico, useDecidirTecnico } from '../api/decidir-tecnico';

export interface DecisaoAlvo {
  tecnico: AdminTecnicoItem;
  decisao: DecisaoTecnico;
}

/**
 * The confirmation of 'Credenciar' or 'Suspender': suspending says it cuts every grant of his at once (and how
 * many are live). The server's message is toasted; a refusal shows its reason inside the dialog.
 */
export function DecisaoModal({
  opened,
  alvo,
  onClose,
}: {
  opened: boolean;
  /** The decision asked; the last one while the dialog closes. */
  alvo: DecisaoAlvo | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-tecnicos');
  const decidir = useDecidirTecnico();
  const suspender = alvo?.decisao === 'Suspender';
  const tecnico = alvo?.tecnico;
  const pergunta = !tecnico
    ? ''
    : suspender
      ? t('suspender.pergunta', {
          nome: tecnico.nome,
          ativas: t('suspender.ativas', { count: tecnico.autorizacoes_ativas }),
        })
      : t('credenciar.pergunta', {
          nome: tecnico.nome,
          instituicao: tecnico.instituicao,
          registro: tecnico.registro_profissional,
        });
  return (
    <ConfirmModal
      opened={opened}
      title={suspender ? t('suspender.titulo') : t('credenciar.titulo')}
      danger={suspender}
      confirmLabel={suspender ? t('suspender.confirmar') : t('credenciar.confirmar')}
      onConfirm={() =>
        alvo ? decidir.mutateAsync({ id: alvo.tecnico.usuario_id, decisao: alvo.decisao }) : null
      }
      onClose={onClose}
    >
      {pergunta}
    </ConfirmModal>
  );
}
