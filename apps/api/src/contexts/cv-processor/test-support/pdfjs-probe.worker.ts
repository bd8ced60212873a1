import { extractLayout } from '../pdf/extract-layout.ts';
import { decodeBudgetExceeded, installPdfjsBounds, startDecodeBudget } from '../pdf/pdfjs-bounds.ts';
import { workerChannel } from '../pdf/worker-channel.ts';

/** Test probe: pdf.js with its decode bounds but without the pre-scan, to show what pdf.js itself decodes. */
export interface ProbeReply {
  exceeded: boolean;
  text: string;
  error: string | null;
}

const port = workerChannel();
if (port) {
  await installPdfjsBounds();
  port.onMessage(async ({ data, budget }: { data: Uint8Array; budget: number }) => {
    startDecodeBudget(budget);
    const reply: ProbeReply = { exceeded: false, text: '', error: null };
    try {
      const layout = await extractLayout(data, 20);
      reply.text = layout.pages.flatMap((p) => p.runs.map((r) => r.text)).join(' ');
    } catch (err) {
      reply.error = (err as Error).message;
    }
    reply.exceeded = decodeBudgetExceeded();
    port.post(reply);
  });
  port.post({ ready: true });
}
