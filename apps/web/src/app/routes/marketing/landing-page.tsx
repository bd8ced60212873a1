import { useTranslation } from 'react-i18next';
import { Footer } from '../../../components/layout/footer';
import { AboutSection } from '../../../features/landing/components/about-section';
import { ContactSection } from '../../../features/landing/components/contact-section';
import { DemoSwitcher } from '../../../features/landing/components/demo-switcher';
import { FaqSection } from '../../../features/landing/components/faq-section';
import { HeroSection } from '../../../features/landing/components/hero-section';
import { PricingSection } from '../../../features/landing/components/pricing-section';
import { ServicesSection } from '../../../features/landing/components/services-section';
import { ValueSection } from '../../../features/landing/components/value-section';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useScrollToSection } from '../../../lib/use-scroll-to-section';

/** SPEC §1 order: hero, about, services, value proposition, demo switcher, pricing, FAQ, contact, footer. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  useDocumentTitle(t('meta.title'), t('meta.description'));
  useScrollToSection();
  return (
    <>
      <HeroSection />
      <AboutSection />
      <ServicesSection />
      <ValueSection />
      <DemoSwitcher />
      <PricingSection />
      <FaqSection />
      <ContactSection />
      <Footer />
    </>
  );
}
