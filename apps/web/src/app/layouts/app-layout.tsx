import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppBreadcrumbs } from '@/components/app-breadcrumbs';
import { MAIN_ID, SkipLink } from '@/components/skip-link';
import { AppFooter } from '@/features/shell/components/app-footer';
import { AppHeader } from '@/features/shell/components/app-header';
import { MobileNav } from '@/features/shell/components/mobile-nav';
import classes from '@/features/shell/components/shell.module.css';
import { SideNav } from '@/features/shell/components/side-nav';

// The answer outbox's drain (Dexie): its own chunk, started on entering the signed-in area.
const OutboxSync = lazy(() => import('@/lib/outbox/sync'));

/** Moves focus to the content after a navigation, so a screen reader starts at the new page. */
function useFocusMainOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose after each change of page
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}

/** The logged-in frame: header with menus, side or bottom navigation, breadcrumb, footer. */
export function AppLayout() {
  useFocusMainOnNavigate();
  return (
    <div className={classes.frame}>
      <SkipLink />
      <Suspense fallback={null}>
        <OutboxSync />
      </Suspense>
      <AppHeader />
      <div className={classes.body}>
        <SideNav />
        <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
          <div className={classes.content}>
            <AppBreadcrumbs />
            <Outlet />
          </div>
        </main>
      </div>
      <MobileNav />
      <AppFooter />
    </div>
  );
}
