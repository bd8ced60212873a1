import { createBrowserRouter } from 'react-router';
import { registerNavigator } from '../lib/navigation';
import { routes } from './routes';

/** Called once by main.tsx at start-up, in a task of its own (it matches the URL and starts loading its page). */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
