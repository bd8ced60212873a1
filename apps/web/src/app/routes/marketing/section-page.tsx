import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { demoSubPagePath, type DemoPageId, type ServicePageId } from '@app/contracts/common/page-routes';
import { NotFound } from '../../../components/ui/not-found';
import { DemoExtraBlocks } from '../../../features/landing/components/demo-extra-blocks';
import { SectionFooterBlocks } from '../../../features/landing/components/section-footer-blocks';

type LazyPage = LazyExoticComponent<ComponentType>;

function lazyPage(load: () => Promise<Record<string, unknown>>, name: string): LazyPage {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

// Keyed by the shared page table, so the server's 404 and these pages cannot drift apart.
const servicePages: Record<ServicePageId, LazyPage> = {
  'compare-chat': lazyPage(() => import('../services/compare-chat-page'), 'CompareChatPage'),
  'document-parsing': lazyPage(() => import('../services/document-parsing-page'), 'DocumentParsingPage'),
  'ab-testing': lazyPage(() => import('../services/ab-testing-page'), 'AbTestingPage'),
  'ai-translator': lazyPage(() => import('../services/ai-translator-page'), 'AiTranslatorPage'),
  'feature-toggle': lazyPage(() => import('../services/feature-toggle-page'), 'FeatureTogglePage'),
  'ai-innovation': lazyPage(() => import('../services/ai-innovation-page'), 'AiInnovationPage'),
  'ai-services': lazyPage(() => import('../services/ai-services-page'), 'AiServicesPage'),
};

const demoPages: Record<DemoPageId, LazyPage> = {
  'cv-matcher': lazyPage(() => import('../demos/cv-matcher-page'), 'CvMatcherPage'),
  'cv-parsing': lazyPage(() => import('../demos/cv-parsing-page'), 'CvParsingPage'),
  'multi-factor': lazyPage(() => import('../demos/multi-factor-page'), 'MultiFactorPage'),
  marketplace: lazyPage(() => import('../demos/marketplace-page'), 'MarketplacePage'),
};

const DemoResultsPage = lazyPage(() => import('../demos/demo-results-page'), 'DemoResultsPage');

/** The page of `id`, if any (an own key only: `/constructor` is no page). */
function pageOf<K extends string>(pages: Record<K, LazyPage>, id: string): LazyPage | undefined {
  return Object.hasOwn(pages, id) ? pages[id as K] : undefined;
}

/** `/:sectionId/*`: one service or demo page, chosen by id (SPEC §2). */
export function SectionPage() {
  const { sectionId = '', '*': rest = '' } = useParams();
  const ServicePage = pageOf(servicePages, sectionId);
  const DemoPage = pageOf(demoPages, sectionId);

  if (ServicePage) {
    return (
      // One boundary for the page and the blocks under it: the blocks must not paint first and be pushed down (CLS).
      <Suspense fallback={null}>
        {/* Service pages have no sub-routes; /compare-chat/anything is a page-level 404. */}
        {rest ? <NotFound /> : <ServicePage />}
        <SectionFooterBlocks />
      </Suspense>
    );
  }
  if (DemoPage) {
    return (
      <Suspense fallback={null}>
        <Routes>
          <Route index element={<DemoPage />} />
          <Route path={demoSubPagePath} element={<DemoResultsPage />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
        <DemoExtraBlocks />
        <SectionFooterBlocks />
      </Suspense>
    );
  }
  return (
    <>
      <NotFound kind="service" />
      <SectionFooterBlocks />
    </>
  );
}
