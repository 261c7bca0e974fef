import type { RouteName } from '@/app/routes';

/** The admin menu entries (spec §2.1), in order: label key in the `admin` namespace and route name. */
export const ADMIN_MENU: { key: string; route: RouteName }[] = [
  { key: 'estatisticas', route: 'Admin.Estatisticas' },
  { key: 'objetos', route: 'Admin.Objetos' },
  { key: 'usuarios', route: 'Admin.Usuarios' },
  { key: 'tecnicos', route: 'Admin.Tecnicos' },
  { key: 'solicitacoes', route: 'Admin.Solicitacoes' },
  { key: 'guia', route: 'Admin.Guia' },
  { key: 'materiais', route: 'Admin.Materiais' },
  { key: 'categorias', route: 'Admin.Categorias' },
  { key: 'onboardings', route: 'Admin.Onboardings' },
  { key: 'ajuda', route: 'Admin.Ajuda' },
  { key: 'privacidade', route: 'Admin.TermosPrivacidade' },
];
