import type { RouteName } from '@/app/routes';

/** One step of the breadcrumb: a key of shell:trilha and, except for the current page, a route. */
export interface Crumb {
  label: string;
  to?: RouteName;
}

/** Route `handle` of the logged-in screens: the breadcrumb trail to show. */
export interface ShellHandle {
  breadcrumb: Crumb[];
}

export function isShellHandle(handle: unknown): handle is ShellHandle {
  return typeof handle === 'object' && handle !== null && Array.isArray((handle as ShellHandle).breadcrumb);
}
