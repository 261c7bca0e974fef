import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET Admin/Objeto/{objetoId}, as far as this screen reads it. The contract (`adminObjetoDetalhe`)
 * belongs to the admin units feature; the fields used here are a subset of it.
 */
export interface UsuarioObjetoDetalhe {
  objeto: {
    id: number;
    nomeunidade: string;
    endereco: string | null;
    municipio: string;
    uf: string;
    categoria: { id: number; sigla: string; descricao: string; cor: string };
    dono: { id: number; nome: string; email: string };
  };
  guias: {
    edicaoId: number;
    ano: number;
    questionarioId: number;
    totalRespondido: number;
    finalizado: boolean;
  }[];
}

export async function getUsuarioObjeto(objetoId: number | string): Promise<UsuarioObjetoDetalhe> {
  return (await api.get<UsuarioObjetoDetalhe>(`Admin/Objeto/${objetoId}`)).data;
}

export const usuarioObjetoQueryOptions = (objetoId: number | string) =>
  queryOptions({
    queryKey: ['admin', 'objetos', 'detalhe', String(objetoId)],
    queryFn: () => getUsuarioObjeto(objetoId),
  });

/** A unit of the user and its Guias. */
export function useUsuarioObjeto(objetoId: number | string) {
  return useQuery(usuarioObjetoQueryOptions(objetoId));
}
