import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { CookieConsent } from '@/features/cookies/components/cookie-consent';
import { PageLoader } from '../page-loader';
import { useDocumentTitle } from '../use-document-title';

/**
 * Every route change scrolls to the top (spec §2): ScrollRestoration does that for new
 * navigations and restores the position when the user goes back. Every screen sets its own title.
 * A screen whose i18n namespace is not loaded yet waits under the Suspense (src/i18n): the routes load theirs
 * with their code, so it shows only for a component that draws one its route did not list.
 */
export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <CookieConsent />
    </>
  );
}
