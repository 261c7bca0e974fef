import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, useLocation } from 'react-router';
import { productName } from '@/lib/format';
import { type RouteName, routes } from './routes';

// The registry as route objects, so react-router ranks them (a static segment beats a parameter).
const registry = [
  ...Object.entries(routes).map(([id, path]) => ({ id, path })),
  // The admin area's own screens, until they have names of their own.
  { id: 'Admin', path: `${routes.Admin}/*` },
];

/** The spec's name of the screen at `pathname`, or null for an address the app does not know. */
export function routeNameOf(pathname: string): RouteName | null {
  const match = matchRoutes(registry, pathname)?.at(-1);
  return (match?.route.id as RouteName | undefined) ?? null;
}

/** Every screen its own document title, "<Tela> | {product}", from the `titulos` catalogue. */
export function useDocumentTitle() {
  const { t, i18n } = useTranslation('titulos');
  const { pathname } = useLocation();
  useEffect(() => {
    // A named screen without a title of its own borrows its parent's ('Admin.X' -> 'Admin').
    let key: string = routeNameOf(pathname) ?? 'NaoEncontrada';
    while (!i18n.exists(key, { ns: 'titulos', keySeparator: false }) && key.includes('.')) {
      key = key.slice(0, key.lastIndexOf('.'));
    }
    const screen = i18n.exists(key, { ns: 'titulos', keySeparator: false })
      ? t(key, { keySeparator: false })
      : t('NaoEncontrada');
    document.title = `${screen} | ${productName()}`;
  }, [pathname, t, i18n]);
}
