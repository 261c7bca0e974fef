import {
  type AceitarSolicitacaoInput,
  type Autorizacao,
  type AutorizacaoInput,
  IDEMPOTENCY_KEY_HEADER,
} from '@guia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { delegacaoKeys } from './keys';

/** A grant by the technician's CPF, or the answer to his request (`solicitacaoId`: the request names him). */
export type Concessao =
  | { solicitacaoId?: undefined; body: AutorizacaoInput }
  | { solicitacaoId: number; body: AceitarSolicitacaoInput };

export interface ConcederInput {
  concessao: Concessao;
  /** The Idempotency-Key of this submission: the same on a retry of the same body. */
  chave: string;
}

/** POST Autorizacoes, or POST Solicitacoes/{id}/Aceitar: 201 with the grants (one per unit) and the message. */
export function concederAutorizacao({ concessao, chave }: ConcederInput) {
  const caminho =
    concessao.solicitacaoId === undefined
      ? 'Autorizacoes'
      : `Solicitacoes/${concessao.solicitacaoId}/Aceitar`;
  return api.post<Autorizacao[]>(caminho, concessao.body, { [IDEMPOTENCY_KEY_HEADER]: chave });
}

/** Grants a technician access; the producer's list (grants and requests) is read again. */
export function useConcederAutorizacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: concederAutorizacao,
    onSettled: () => queryClient.invalidateQueries({ queryKey: delegacaoKeys.autorizacoes() }),
  });
}
