import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Reveal } from './reveal';
import { SectionHeading } from './section-heading';
import section from './landing-section.module.css';
import styles from './pricing-section.module.css';

/** SPEC §9 "Pricing": Free, Business (Popular), Enterprise (no price, Let's talk -> / and scroll to contact). */
const plans = [
  { key: 'free', hasPrice: true, isPopular: false },
  { key: 'business', hasPrice: true, isPopular: true },
  { key: 'enterprise', hasPrice: false, isPopular: false },
] as const;

export function PricingSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="pricing" className={section.section} aria-labelledby="pricing-title">
      <Reveal>
        <SectionHeading
          id="pricing-title"
          eyebrow={t('pricing.eyebrow')}
          title={t('pricing.title')}
          text={t('pricing.text')}
          isCentered
        />
        <ul className={styles.plans}>
          {plans.map((plan) => {
            const features = t(`pricing.plans.${plan.key}.features`, { returnObjects: true }) as string[];
            return (
              <li
                key={plan.key}
                className={`${styles.plan} ${plan.isPopular ? styles.popular : ''}`}
                data-testid={`plan-${plan.key}`}
              >
                <div className={styles.head}>
                  <h3 className={styles.name}>{t(`pricing.plans.${plan.key}.name`)}</h3>
                  {plan.isPopular && <span className={styles.badge}>{t('pricing.popular')}</span>}
                </div>
                <p className={styles.summary}>{t(`pricing.plans.${plan.key}.summary`)}</p>
                {plan.hasPrice ? (
                  <p className={styles.price}>
                    <span className={styles.amount}>{t(`pricing.plans.${plan.key}.price`)}</span>
                    <span className={styles.period}>
                      {t('pricing.perMonth')}, {t('pricing.billedAnnually')}
                    </span>
                  </p>
                ) : (
                  <p className={styles.price}>
                    <span className={styles.amount}>{t('pricing.letsTalk')}</span>
                  </p>
                )}
                <ul className={styles.features}>
                  {features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                {plan.hasPrice ? (
                  <Link to="/register" className={plan.isPopular ? section.primary : section.button}>
                    {t('pricing.getNow')}
                  </Link>
                ) : (
                  <Link to="/" state={{ scrollTo: 'contact' }} className={section.button}>
                    {t('pricing.letsTalk')}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </Reveal>
    </section>
  );
}
