import { Navigate, Outlet, useLocation } from 'react-router';
import { RouteError } from '@/app/route-error';
import { routes } from '@/app/routes';
import { useAuth } from '@/lib/auth-store';

/**
 * /admin/*: answers only to administrators. Anyone else signed in gets the not-found page (the area's
 * existence is not confirmed, as the API does with 404); without a session the user goes to /acessar.
 */
export function RequireAdmin() {
  const auth = useAuth();
  const location = useLocation();
  if (!auth?.token) {
    return <Navigate to={routes.Acessar} replace state={{ from: location.pathname + location.search }} />;
  }
  if (auth.role !== 'administrador') return <RouteError />;
  return <Outlet />;
}
