import { randomInt } from 'node:crypto';
import type { AccessCodeDemo, MarketplaceDemo } from '@app/contracts/abs-testing/demo';

/** SPEC §3 mapping of MARKET_PLACE_CHECKOUT variants to the three booleans; exactly one is true. */
export function marketplaceAnswer(variantName: string | null): MarketplaceDemo {
  return {
    fasterCheckout: variantName === 'FASTER_CHECKOUT',
    oneClickCheckout: variantName === 'ONE_CLICK_BUY',
    // Anything unexpected (a disabled or edited demo test) falls back to the default checkout.
    defaultCheckout: variantName !== 'FASTER_CHECKOUT' && variantName !== 'ONE_CLICK_BUY',
  };
}

/** SPEC §3 mapping of CLIENT_AUTHENTICATION variants to the code fields; exactly one is set. */
export function accessCodeAnswer(variantName: string | null, code = sixDigits()): AccessCodeDemo {
  const sms = variantName === 'SMS_FLOW';
  const app = variantName === 'APP_FLOW';
  return {
    smsAccessCode: sms ? code : null,
    authenticatorAccessCode: app ? code : null,
    emailAccessCode: !sms && !app ? code : null,
  };
}

export function sixDigits(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
