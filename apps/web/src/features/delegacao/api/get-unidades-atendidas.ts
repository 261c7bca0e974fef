import type { UnidadesDoTecnico } from '@guia/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { delegacaoKeys } from './keys';

/** GET Tecnico/Unidades: the technician's accreditation status and the units producers granted him now. */
export function useUnidadesAtendidas() {
  return useQuery({
    queryKey: delegacaoKeys.unidades(),
    queryFn: async () => (await api.get<UnidadesDoTecnico>('Tecnico/Unidades')).data,
  });
}
