import { Outlet, ScrollRestoration } from 'react-router';
import { CookieConsent } from '@/features/cookies/components/cookie-consent';

/**
 * Every route change scrolls to the top (spec §2): ScrollRestoration does that for new
 * navigations and restores the position when the user goes back.
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <CookieConsent />
    </>
  );
}
