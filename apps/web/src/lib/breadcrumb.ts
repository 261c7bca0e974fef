import type { ComponentType } from 'react';
import type { RouteName } from '@/app/routes';

/**
 * One step of the breadcrumb: a key of shell:trilha and, except for the current page, a route (its params are
 * taken from the current URL). `Label` names the step from loaded data (e.g. the unit's name), showing
 * `fallback` (the key's text) until it is known.
 */
export interface Crumb {
  label: string;
  to?: RouteName;
  Label?: ComponentType<{ fallback: string }>;
}

/** Route `handle` of the logged-in screens: the breadcrumb trail to show. */
export interface ShellHandle {
  breadcrumb: Crumb[];
}

export function isShellHandle(handle: unknown): handle is ShellHandle {
  return typeof handle === 'object' && handle !== null && Array.isArray((handle as ShellHandle).breadcrumb);
}
