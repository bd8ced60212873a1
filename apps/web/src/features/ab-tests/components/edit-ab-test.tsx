import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AbTestBody } from '@app/contracts/abs-testing/ab-test';
import { useAbTest, useUpdateAbTest } from '../api/use-ab-tests';
import { toRows } from '../lib/variant-rules';
import { toMetricRows } from '../lib/metric-rules';
import { AbTestForm, type FormWording } from './ab-test-form';
import styles from '../../../components/ui/console.module.css';

interface EditAbTestProps {
  name: string;
  wording: FormWording;
  onUpdated: () => void;
}

/**
 * Loads the test, then the form in edit mode (label Update); used by the list's panel and the edit route. The form
 * opens on the test as fetched after it was asked for (a cached copy is refreshed first) and keeps what the user types
 * from then on: a later refetch (the window regaining focus) never resets it.
 */
export function EditAbTest({ name, wording, onUpdated }: EditAbTestProps) {
  const { t } = useTranslation('abtest');
  const detail = useAbTest(name);
  const update = useUpdateAbTest();
  const [openedAt] = useState(Date.now);

  if (detail.data === undefined || detail.dataUpdatedAt < openedAt) {
    if (detail.isError) return <p className={styles.errorText}>{detail.error.message || t('form.loadError')}</p>;
    return <p className={styles.muted}>…</p>;
  }

  const submit = async (body: AbTestBody) => {
    await update.mutateAsync({ currentName: name, body });
    onUpdated();
  };
  return (
    <AbTestForm
      key={name}
      wording={wording}
      submitLabel={t('form.update')}
      initialName={detail.data.abTestName}
      initialRows={toRows(detail.data.variantDtoList)}
      initialMetrics={toMetricRows(detail.data.metrics)}
      initialControl={detail.data.controlVariant}
      onSubmit={submit}
    />
  );
}
