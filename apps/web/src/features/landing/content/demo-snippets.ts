/**
 * The calls behind each landing demo, against this very server (`origin`), so a visitor can paste and run them.
 * Paths are the public demo and parsing endpoints of packages/contracts (abs-testing/demo.ts, cv-processor/parse-cv.ts).
 */
export type DemoKey = 'marketplace' | 'parsing' | 'mfa';

export function demoSnippet(demo: DemoKey, origin: string): string {
  switch (demo) {
    case 'marketplace':
      return [
        '# Assign the next visitor to a checkout variant (ONE_CLICK_BUY 10, FASTER_CHECKOUT 30, TRADITIONAL_CHECK_OUT 60)',
        `curl -s ${origin}/abs-testing/api/v1/public/market-place-demo`,
        '',
        '# => { "fasterCheckout": true, "oneClickCheckout": false, "defaultCheckout": false }',
      ].join('\n');
    case 'parsing':
      return [
        '# Parse a resume PDF (below 1 MB) into structured JSON',
        `curl -s -X POST ${origin}/cv-processor/api/v1/parse-cv \\`,
        '  -F "file=@resume.pdf;type=application/pdf"',
        '',
        '# => { "firstName": "…", "skills": [ … ], "employerDtos": [ … ], "educationDtos": [ … ], … }',
      ].join('\n');
    case 'mfa':
      return [
        '# Which second factor does the next user get? (APP_FLOW 10, SMS_FLOW 30, EMAIL_FLOW 60)',
        `curl -s ${origin}/abs-testing/api/v1/public/access-code-demo`,
        '',
        '# => { "smsAccessCode": null, "emailAccessCode": "123456", "authenticatorAccessCode": null }',
      ].join('\n');
  }
}
