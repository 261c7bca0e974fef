import { type Icon, IconBooks, IconBuildingWarehouse, IconChartBar, IconHome } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { type RouteName, routes } from '@/app/routes';

export interface MainNavItem {
  route: RouteName;
  label: string;
  icon: Icon;
  /** Paths below this one that also mark the item as current. */
  prefixes: string[];
}

const ITEMS: MainNavItem[] = [
  { route: 'Resumo', label: 'nav.resumo', icon: IconHome, prefixes: [routes.Resumo] },
  {
    route: 'Objetos.List',
    label: 'nav.objetos',
    icon: IconBuildingWarehouse,
    prefixes: ['/unidades', '/cadastrar-unidade', '/cadastrar-objeto', '/editar-unidade', '/excluir-objeto'],
  },
  { route: 'Desempenho', label: 'nav.desempenho', icon: IconChartBar, prefixes: [routes.Desempenho] },
  { route: 'Materiais', label: 'nav.materiais', icon: IconBooks, prefixes: [routes.Materiais] },
];

/** Side navigation: all four. Mobile navigation: Resumo, Objetos, Materiais de apoio (spec §2). */
export function useMainNav(variant: 'side' | 'mobile') {
  const { pathname } = useLocation();
  const items = variant === 'side' ? ITEMS : ITEMS.filter((i) => i.route !== 'Desempenho');
  return items.map((item) => ({
    ...item,
    to: routes[item.route],
    current: item.prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`)),
  }));
}
