import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { comTextos } from '@/i18n';
import { useAuth } from '@/lib/auth-store';
import { PageLoader } from './page-loader';
import { routes } from './routes';

// The gate (and Mantine's modal code it brings) is for signed-in users only: not in the landing's download.
const TermsGate = lazy(
  comTextos(['auth', 'terms'], async () => ({
    default: (await import('@/features/terms/components/terms-gate')).TermsGate,
  })),
);

// The service worker and its notices (issue 16 §3) belong to the signed-in area: the landing's first visit
// downloads neither.
const PwaAvisos = lazy(
  comTextos(['pwa'], async () => ({
    default: (await import('@/features/pwa/components/pwa-avisos')).PwaAvisos,
  })),
);

/** Logged-in routes: without a token the user goes to /acessar; without aceite, to the terms gate. */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  if (!auth?.token) {
    return <Navigate to={routes.Acessar} replace state={{ from: location.pathname + location.search }} />;
  }
  return (
    <Suspense fallback={<PageLoader />}>
      {auth.aceite ? (
        // Terms accepted (nearly every visit): the page at once. Waiting for the gate's chunk first cost a
        // round trip on a weak network before the page could even ask for its data (issue 16 §4).
        <Outlet />
      ) : (
        <TermsGate>
          <Outlet />
        </TermsGate>
      )}
      <Suspense fallback={null}>
        <PwaAvisos />
      </Suspense>
    </Suspense>
  );
}
