import { randomInt } from 'node:crypto';

/** The checkout a marketplace preview shows (SPEC §3). */
export type Checkout = 'FASTER' | 'ONE_CLICK' | 'DEFAULT';

/** Where the client-authentication demo sends its code (SPEC §3). */
export type CodeChannel = 'SMS' | 'AUTHENTICATOR' | 'EMAIL';

export interface AccessCode {
  channel: CodeChannel;
  code: string;
}

/** The MARKET_PLACE_CHECKOUT variant's checkout. */
export function checkoutFor(variantName: string | null): Checkout {
  if (variantName === 'FASTER_CHECKOUT') return 'FASTER';
  if (variantName === 'ONE_CLICK_BUY') return 'ONE_CLICK';
  // Anything unexpected (a disabled or edited demo test) falls back to the default checkout.
  return 'DEFAULT';
}

/** The CLIENT_AUTHENTICATION variant's channel, with a fresh code; e-mail unless the variant names another. */
export function accessCodeFor(variantName: string | null, code = sixDigits()): AccessCode {
  const channel = variantName === 'SMS_FLOW' ? 'SMS' : variantName === 'APP_FLOW' ? 'AUTHENTICATOR' : 'EMAIL';
  return { channel, code };
}

function sixDigits(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
