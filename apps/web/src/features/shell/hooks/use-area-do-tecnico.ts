import { useTranslation } from 'react-i18next';
import { useCredenciamento } from '@/api/get-credenciamento';
import { routes } from '@/app/routes';

export interface TecnicoLink {
  key: string;
  label: string;
  to: string;
}

/**
 * The user menu's way into the technician's area (issue 18 §1): 'Credenciamento de técnico' for everyone,
 * 'Produtores que atendo' once an administrator accredited him. Asked only while a menu is open (the
 * component calling it lives inside the open drop-down or drawer).
 */
export function useAreaDoTecnico(): TecnicoLink[] {
  const { t } = useTranslation('shell');
  const { data } = useCredenciamento();
  return [
    { key: 'credenciamento', label: t('menu.credenciamento'), to: routes['Tecnico.Credenciamento'] },
    ...(data?.status === 'credenciado'
      ? [{ key: 'produtores', label: t('menu.produtoresQueAtendo'), to: routes['Tecnico.Produtores'] }]
      : []),
  ];
}
