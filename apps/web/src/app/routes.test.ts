import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { consolePages, staticPagePaths } from '@app/contracts/common/page-routes';
import { routes } from './routes';

/** Every concrete path of the router table (no `*`, no `:param`), joined from its nesting, lower-cased. */
function pathsOf(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.index ? parent : [parent, route.path].filter(Boolean).join('/');
    const own = route.index || (route.path && !/[*:]/.test(route.path)) ? [path.toLowerCase()] : [];
    return [...own, ...pathsOf(route.children ?? [], path)];
  });
}

// The server answers 404 for a path outside packages/contracts' page table: the router must not have pages it lacks.
describe('the router and the shared page table', () => {
  it('have the same fixed pages and console screens', () => {
    const routerPaths = new Set(pathsOf(routes).map((path) => `/${path}`));
    const tablePaths = [
      ...staticPagePaths,
      ...Object.entries(consolePages).flatMap(([area, screens]) =>
        screens.map((screen) => `/login/${area}${screen ? `/${screen}` : ''}`.toLowerCase()),
      ),
    ];
    expect([...routerPaths].sort()).toEqual([...new Set(tablePaths)].sort());
  });
});
