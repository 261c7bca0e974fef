import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import type { ModalTarget } from '@/hooks/use-modal-target';
import { useCreateGuia } from '../api/create-guia';
import { useDeleteGuia } from '../api/delete-guia';
import { useDuplicateGuia } from '../api/duplicate-guia';
import { useUpdateDisponibilidade } from '../api/update-disponibilidade';
import { AnoModal } from './ano-modal';
import type { GuiaAcao } from './guia-acoes';

/** The label of each confirmed action's button. */
const ROTULO = {
  excluir: 'lista.excluir',
  fechar: 'lista.fechar',
  disponibilizar: 'lista.disponibilizar',
} as const;

/**
 * The modals of the editions list: a new edition, a duplicate (both ask for the year), and the
 * confirmation of opening, closing or deleting one.
 */
export function GuiaAcaoModais({
  novo,
  onNovoClose,
  acao,
}: {
  novo: boolean;
  onNovoClose: () => void;
  acao: ModalTarget<GuiaAcao>;
}) {
  const { t } = useTranslation('admin-guia');
  const criar = useCreateGuia();
  const duplicar = useDuplicateGuia();
  const disponibilidade = useUpdateDisponibilidade();
  const excluir = useDeleteGuia();
  const alvo = acao.alvo;
  const confirmada = alvo && alvo.tipo !== 'duplicar' ? alvo.tipo : null;

  const confirmar = async () => {
    if (!alvo) return undefined;
    const { guia, tipo } = alvo;
    if (tipo === 'excluir') return (await excluir.mutateAsync({ id: guia.id })).message;
    return (await disponibilidade.mutateAsync({ id: guia.id, disponibilizar: tipo === 'disponibilizar' }))
      .message;
  };

  return (
    <>
      <AnoModal
        opened={novo}
        title={t('ano.tituloNovo')}
        sucesso={t('ano.criado')}
        onSubmit={async (ano) => (await criar.mutateAsync({ ano })).message}
        onClose={onNovoClose}
      />
      <AnoModal
        opened={acao.opened && alvo?.tipo === 'duplicar'}
        title={t('ano.tituloDuplicar', { ano: alvo?.guia.ano })}
        description={t('ano.duplicarExplica')}
        sugestao={alvo ? alvo.guia.ano + 1 : undefined}
        sucesso={t('ano.duplicado')}
        onSubmit={async (ano) => (await duplicar.mutateAsync({ id: alvo!.guia.id, ano })).message}
        onClose={acao.fechar}
      />
      <ConfirmModal
        opened={acao.opened && confirmada !== null}
        title={alvo ? t(`confirmar.${confirmada ?? 'excluir'}Titulo`, { ano: alvo.guia.ano }) : ''}
        danger={confirmada === 'excluir' || confirmada === 'fechar'}
        confirmLabel={t(ROTULO[confirmada ?? 'disponibilizar'])}
        feito={t('confirmar.feito')}
        erroGenerico={t('erroGenerico')}
        onConfirm={confirmar}
        onClose={acao.fechar}
      >
        {confirmada ? t(`confirmar.${confirmada}Pergunta`, { ano: alvo?.guia.ano }) : ''}
      </ConfirmModal>
    </>
  );
}
