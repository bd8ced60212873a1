import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewMarketplace, purchaseMarketplace } from '../../../features/demos-ab/api/demo-api';
import { checkoutLabelOf, type CheckoutLabel } from '../../../features/demos-ab/components/demo-labels';
import { DemoPageLayout } from '../../../features/demos-ab/components/demo-page-layout';
import checkoutImage from '../../../features/demos-ab/assets/checkout.svg';
import styles from '../../../features/demos-ab/components/demo.module.css';

/** SPEC §2 Marketplace checkout demo. */
export function MarketplacePage() {
  const { t } = useTranslation('abtest');
  const [label, setLabel] = useState<CheckoutLabel>('default');
  // Issue 20: the checkout button buys, and the purchase is tracked as the previewed user's conversion.
  const [purchase, setPurchase] = useState<'none' | 'bought' | 'preview-first'>('none');

  async function preview() {
    const answer = await previewMarketplace();
    if (answer) setLabel(checkoutLabelOf(answer));
    setPurchase('none');
  }

  async function buy() {
    setPurchase((await purchaseMarketplace()) ? 'bought' : 'preview-first');
  }

  return (
    <DemoPageLayout
      title={t('demo.marketplace.title')}
      text={t('demo.marketplace.text')}
      resultsLabel={t('demo.marketplace.results')}
      resultsType="MARKET_PLACE_CHECKOUT"
    >
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
          <button
            type="button"
            className={styles.variant}
            aria-label={`${t('demo.marketplace.variantLabel')}: ${t(`demo.marketplace.labels.${label}`)}`}
            data-testid="checkout-variant"
            aria-describedby="checkout-buy-hint"
            onClick={() => void buy()}
          >
            {t(`demo.marketplace.labels.${label}`)}
          </button>
        </div>
        <p id="checkout-buy-hint" className={styles.lead}>
          {t('demo.marketplace.buyHint')}
        </p>
        <p role="status" className={styles.lead}>
          {purchase === 'bought'
            ? t('demo.marketplace.bought')
            : purchase === 'preview-first'
              ? t('demo.marketplace.buyFirst')
              : ''}
        </p>
      </div>
    </DemoPageLayout>
  );
}
