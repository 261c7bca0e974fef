import { Outlet, ScrollRestoration } from 'react-router';
import { CookieConsent } from '@/features/cookies/components/cookie-consent';
import { useDocumentTitle } from '../use-document-title';

/**
 * Every route change scrolls to the top (spec §2): ScrollRestoration does that for new
 * navigations and restores the position when the user goes back. Every screen sets its own title.
 */
export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <CookieConsent />
    </>
  );
}
