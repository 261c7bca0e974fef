import { Navigate, Outlet, useLocation } from 'react-router';
import { TermsGate } from '@/features/terms/components/terms-gate';
import { useAuth } from '@/lib/auth-store';
import { routes } from './routes';

/** Logged-in routes: without a token the user goes to /acessar; without aceite, to the terms gate. */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  if (!auth?.token) {
    return <Navigate to={routes.Acessar} replace state={{ from: location.pathname + location.search }} />;
  }
  return (
    <TermsGate>
      <Outlet />
    </TermsGate>
  );
}
