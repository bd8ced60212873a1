/** Everything below /login/ is the console; every other path is public (SPEC §2, §6). */
export function isPublicPath(pathname: string): boolean {
  return !/^\/login\/.+/i.test(pathname);
}
