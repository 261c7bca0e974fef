import type { TemaMaterial } from '@guia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { materiaisKeys } from './keys';

/** GET MaterialApoio/Tema: the library's themes. */
export async function getTemas(): Promise<TemaMaterial[]> {
  return (await api.get<TemaMaterial[]>('MaterialApoio/Tema')).data;
}

export const temasQueryOptions = () => queryOptions({ queryKey: materiaisKeys.temas(), queryFn: getTemas });

export function useTemas() {
  return useQuery(temasQueryOptions());
}
