import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
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
  const resolver = target?.decisao === 'Resolver';
  const vars = {
    nome: target?.nome ?? '',
    documento: target?.documento ?? '',
    tipo: target?.tipo.toUpperCase(),
  };
  return (
    <ConfirmModal
      opened={target !== null}
      title={resolver ? t('decisao.tituloResolver') : t('decisao.tituloRejeitar')}
      danger={!resolver}
      confirmLabel={resolver ? t('acoes.resolver') : t('acoes.rejeitar')}
      feito={t('decisao.feito')}
      erroGenerico={t('decisao.falhou')}
      onConfirm={async () => target && mutation.mutateAsync({ id: target.id, decisao: target.decisao })}
      onClose={onClose}
    >
      {resolver ? t('decisao.perguntaResolver', vars) : t('decisao.perguntaRejeitar', vars)}
    </ConfirmModal>
  );
}
