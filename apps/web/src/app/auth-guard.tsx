import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';

/** SPEC §2/§6: without a `token` cookie a console path sends the visitor to /login, keeping where they came from. */
export function AuthGuard() {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
