import { z } from 'zod';

// Every contract takes zod from here. In a browser zod runs without its JIT: the JIT probes `new Function`, which our
// Content-Security-Policy forbids, and the browser reports the probe as a violation even though zod catches it. The
// server keeps the JIT.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
