import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { previewMarketplace } from '../../../features/demos-ab/api/demo-api';
import { checkoutLabelOf, type CheckoutLabel } from '../../../features/demos-ab/components/demo-labels';
import checkoutImage from '../../../features/demos-ab/assets/checkout.svg';
import styles from '../../../features/demos-ab/components/demo.module.css';

/** SPEC §2 Marketplace checkout demo. */
export function MarketplacePage() {
  const { t } = useTranslation('abtest');
  const navigate = useNavigate();
  const [label, setLabel] = useState<CheckoutLabel>('default');
  useDocumentTitle(t('demo.marketplace.title'), t('demo.marketplace.text'));

  async function preview() {
    const answer = await previewMarketplace();
    if (answer) setLabel(checkoutLabelOf(answer));
  }

  return (
    <section className={styles.page}>
      <button type="button" className={styles.back} aria-label={t('demo.back')} onClick={() => navigate('/', { replace: true })}>
        <span aria-hidden="true">←</span>
      </button>
      <h1 className={styles.title}>{t('demo.marketplace.title')}</h1>
      <p className={styles.lead}>{t('demo.marketplace.text')}</p>
      <div className={styles.card}>
        <label className={styles.imageInput}>
          <img src={checkoutImage} alt={t('demo.marketplace.imageAlt')} width={320} height={200} />
          <span>{t('demo.marketplace.imageLabel')}</span>
          <input type="file" accept="image/*" disabled />
        </label>
        <div className={styles.buttons}>
          <button type="button" className={styles.primary} onClick={() => void preview()}>
            {t('demo.preview')}
          </button>
          <button type="button" className={styles.variant} aria-label={`${t('demo.marketplace.variantLabel')}: ${t(`demo.marketplace.labels.${label}`)}`} data-testid="checkout-variant">
            {t(`demo.marketplace.labels.${label}`)}
          </button>
        </div>
      </div>
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => navigate('results', { state: { type: 'MARKET_PLACE_CHECKOUT' } })}
        >
          {t('demo.marketplace.results')}
        </button>
      </div>
    </section>
  );
}
