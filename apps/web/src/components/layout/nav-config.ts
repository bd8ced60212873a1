/** Navigation targets of SPEC §2; labels are keys of the `common` catalogue. */
export interface NavLinkItem {
  labelKey: string;
  to: string;
}

export interface NavGroup {
  labelKey: string;
  items: NavLinkItem[];
}

export const serviceGroups: NavGroup[] = [
  {
    labelKey: 'nav.groups.ai',
    items: [
      { labelKey: 'nav.items.compareChat', to: '/compare-chat' },
      { labelKey: 'nav.items.documentParsing', to: '/document-parsing' },
      { labelKey: 'nav.items.cvSifting', to: '/cv-matcher' },
    ],
  },
  {
    labelKey: 'nav.groups.backend',
    items: [
      { labelKey: 'nav.items.abTesting', to: '/ab-testing' },
      { labelKey: 'nav.items.featureToggle', to: '/feature-toggle' },
    ],
  },
  {
    labelKey: 'nav.groups.consulting',
    items: [
      { labelKey: 'nav.items.aiConsulting', to: '/ai-innovation' },
      { labelKey: 'nav.items.aiServices', to: '/ai-services' },
    ],
  },
];

export const demoGroups: NavGroup[] = [
  {
    labelKey: 'nav.demo',
    items: [
      { labelKey: 'nav.items.cvMatching', to: '/cv-matcher' },
      { labelKey: 'nav.items.cvParsing', to: '/cv-parsing' },
      { labelKey: 'nav.items.multiFactor', to: '/multi-factor' },
      { labelKey: 'nav.items.marketplace', to: '/marketplace' },
    ],
  },
];

export const consoleLinks: NavLinkItem[] = [
  { labelKey: 'nav.manageAbTesting', to: '/login/manage-ab-test' },
  { labelKey: 'nav.manageFeatureToggle', to: '/login/manage-feature-toggle' },
];
