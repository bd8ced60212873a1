/** Minimal browser globals for unit tests in the node environment: a cookie jar, localStorage and location. */
export interface FakeBrowser {
  cookieWrites: string[];
  storage: Map<string, string>;
  /** Full document loads (location.assign / replace), as opposed to router navigations. */
  documentLoads: { to: string; replace: boolean }[];
}

export function installFakeBrowser(protocol = 'http:'): FakeBrowser {
  const jar = new Map<string, string>();
  const cookieWrites: string[] = [];
  const storage = new Map<string, string>();
  const documentLoads: FakeBrowser['documentLoads'] = [];
  const location = {
    protocol,
    assign: (to: string) => void documentLoads.push({ to, replace: false }),
    replace: (to: string) => void documentLoads.push({ to, replace: true }),
  };
  const document = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      cookieWrites.push(text);
      const [pair = ''] = text.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0\b/i.test(text)) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    },
  };
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
    clear: () => storage.clear(),
  };
  Object.assign(globalThis, { document, window: { location, localStorage } });
  return { cookieWrites, storage, documentLoads };
}
