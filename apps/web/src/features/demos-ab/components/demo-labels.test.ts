import { describe, expect, it } from 'vitest';
import { checkoutLabelOf, codeOf, demoTypeOf, factorOf } from './demo-labels';

describe('demo labels', () => {
  it('maps the marketplace flags to labels', () => {
    expect(checkoutLabelOf({ fasterCheckout: true, oneClickCheckout: false, defaultCheckout: false })).toBe('faster');
    expect(checkoutLabelOf({ fasterCheckout: false, oneClickCheckout: true, defaultCheckout: false })).toBe('oneClick');
    expect(checkoutLabelOf({ fasterCheckout: false, oneClickCheckout: false, defaultCheckout: true })).toBe('default');
  });

  it('names the factor SMS, else Email, else the Authenticator App', () => {
    expect(factorOf({ smsAccessCode: '123456', emailAccessCode: null, authenticatorAccessCode: null })).toBe('sms');
    expect(factorOf({ smsAccessCode: null, emailAccessCode: '123456', authenticatorAccessCode: null })).toBe('email');
    expect(factorOf({ smsAccessCode: null, emailAccessCode: null, authenticatorAccessCode: '654321' })).toBe('app');
    expect(codeOf({ smsAccessCode: null, emailAccessCode: null, authenticatorAccessCode: '654321' })).toBe('654321');
  });

  it('takes the results type from navigation state, else from the path', () => {
    expect(demoTypeOf({ type: 'CLIENT_AUTHENTICATION' }, '/marketplace/results')).toBe('CLIENT_AUTHENTICATION');
    expect(demoTypeOf(null, '/multi-factor/results')).toBe('CLIENT_AUTHENTICATION');
    expect(demoTypeOf({ type: 'X' }, '/marketplace/results')).toBe('MARKET_PLACE_CHECKOUT');
  });
});
