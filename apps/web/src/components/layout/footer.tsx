import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from './brand-logo';
import { CloudPartnerLogo } from './cloud-partner-logo';
import { SocialLinks } from './social-links';
import { InFooterSlot } from './footer-slot';
import styles from './footer.module.css';

const serviceLinks = [
  { labelKey: 'footer.services.compareChat', to: '/compare-chat' },
  { labelKey: 'footer.services.documentParsing', to: '/cv-parsing' },
  { labelKey: 'footer.services.abTesting', to: '/ab-testing' },
  { labelKey: 'footer.services.featureToggle', to: '/feature-toggle' },
];

const companySections = [
  { labelKey: 'footer.company.about', section: 'about' },
  { labelKey: 'footer.company.why', section: 'services' },
  { labelKey: 'footer.company.pricing', section: 'pricing' },
  { labelKey: 'footer.company.faq', section: 'faq' },
];

export function Footer() {
  const { t } = useTranslation();
  return (
    <InFooterSlot>
      <footer className={styles.footer}>
        <div className={styles.banner}>
          <div>
            <h2 className={styles.bannerTitle}>{t('footer.bannerTitle')}</h2>
            <p className={styles.bannerText}>{t('footer.bannerText')}</p>
          </div>
          <div className={styles.bannerActions}>
            <Link to="/register" className={styles.primary}>
              {t('footer.getStarted')}
            </Link>
            <Link to="/compare-chat" className={styles.secondary}>
              {t('footer.compareModels')}
            </Link>
          </div>
        </div>
        <div className={styles.columns}>
          <div className={styles.about}>
            <Link to="/" className={styles.brand}>
              <BrandLogo size={24} />
              <span>{t('brand')}</span>
            </Link>
            <p className={styles.muted}>{t('footer.tagline')}</p>
            <SocialLinks />
          </div>
          <nav aria-labelledby="footer-services">
            <h2 id="footer-services" className={styles.heading}>
              {t('footer.servicesTitle')}
            </h2>
            <ul className={styles.list}>
              {serviceLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.labelKey)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company" className={styles.heading}>
              {t('footer.companyTitle')}
            </h2>
            <ul className={styles.list}>
              {companySections.map((link) => (
                <li key={link.section}>
                  <Link to="/" state={{ scrollTo: link.section }}>
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/cookies">{t('footer.company.privacy')}</Link>
              </li>
              <li>
                <Link to="/login">{t('footer.login')}</Link>
              </li>
              <li>
                <Link to="/register">{t('footer.register')}</Link>
              </li>
            </ul>
          </nav>
          <div>
            <CloudPartnerLogo />
            <p className={styles.muted}>{t('footer.certified')}</p>
          </div>
        </div>
        <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </footer>
    </InFooterSlot>
  );
}
