import { describe, expect, it } from 'vitest';
import { isPublicPath } from './public-paths';

describe('isPublicPath', () => {
  it.each(['/', '/login', '/login/', '/register', '/cookies', '/marketplace/results', '/no-such-page'])(
    '%s is public',
    (path) => {
      expect(isPublicPath(path)).toBe(true);
    },
  );

  it.each([
    '/login/manage-ab-test',
    '/login/manage-feature-toggle/ft-cred',
    '/login/anything',
    '/LOGIN/manage-ab-test',
  ])('%s is guarded', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});
