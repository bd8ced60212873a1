import type { AccessCodeDemo, DemoType, MarketplaceDemo } from '@app/contracts/abs-testing/demo';

export type CheckoutLabel = 'faster' | 'oneClick' | 'default';

/** SPEC §2: 'Faster Checkout', 'One-Click Checkout' or 'Checkout'. */
export function checkoutLabelOf(answer: MarketplaceDemo): CheckoutLabel {
  if (answer.fasterCheckout) return 'faster';
  if (answer.oneClickCheckout) return 'oneClick';
  return 'default';
}

export type FactorLabel = 'sms' | 'email' | 'app';

/** SPEC §4: SMS if an SMS code is present, else Email, else the Authenticator App. */
export function factorOf(answer: AccessCodeDemo): FactorLabel {
  if (answer.smsAccessCode) return 'sms';
  if (answer.emailAccessCode) return 'email';
  return 'app';
}

export function codeOf(answer: AccessCodeDemo): string {
  return answer.smsAccessCode ?? answer.emailAccessCode ?? answer.authenticatorAccessCode ?? '';
}

/** The results page reads the type from navigation state; a direct visit falls back to the page it sits under. */
export function demoTypeOf(state: unknown, pathname: string): DemoType {
  const type = (state as { type?: unknown } | null)?.type;
  if (type === 'MARKET_PLACE_CHECKOUT' || type === 'CLIENT_AUTHENTICATION') return type;
  return pathname.startsWith('/multi-factor') ? 'CLIENT_AUTHENTICATION' : 'MARKET_PLACE_CHECKOUT';
}
