import { Footer } from '../../../components/layout/footer';
import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';

/** SPEC §2: every section page is followed by the faq, contact and footer blocks. */
export function SectionFooterBlocks() {
  return (
    <>
      <FaqSection />
      <ContactSection />
      <Footer />
    </>
  );
}
