import type { AccessCodeDemo, DemoResult, MarketplaceDemo } from '@app/contracts/abs-testing/demo';
import { copyVariants } from '../tests/ab-test-mapping.ts';
import type { AccessCode, Checkout } from './demo-answers.ts';
import type { DemoSummary } from './demo.service.ts';

/** SPEC §3: the three checkout booleans, exactly one true. */
export function toMarketplaceDemo(checkout: Checkout): MarketplaceDemo {
  return {
    fasterCheckout: checkout === 'FASTER',
    oneClickCheckout: checkout === 'ONE_CLICK',
    defaultCheckout: checkout === 'DEFAULT',
  };
}

/** SPEC §3: exactly one of the code fields set. */
export function toAccessCodeDemo({ channel, code }: AccessCode): AccessCodeDemo {
  return {
    smsAccessCode: channel === 'SMS' ? code : null,
    authenticatorAccessCode: channel === 'AUTHENTICATOR' ? code : null,
    emailAccessCode: channel === 'EMAIL' ? code : null,
  };
}

/** SPEC §3's legacy names (`abTestResponseDto`, `abTestDataCountDtoList`, …). */
export function toDemoResult(summary: DemoSummary): DemoResult {
  return {
    abTestResponseDto: { abTestName: summary.test.name, variantDtoList: copyVariants(summary.test.variants) },
    abTestDataCountDtoList: summary.counts.map((c) => ({ variant: c.variantName, count: c.count })),
    abTestDataResponseDtoList: summary.latest.map((a) => ({ variant: a.variantName, userId: a.userId })),
    abTestConversionDtoList: summary.conversions.map((c) => ({
      variant: c.variantName,
      users: c.users,
      conversions: c.conversions,
      conversionRate: c.rate,
    })),
  };
}
