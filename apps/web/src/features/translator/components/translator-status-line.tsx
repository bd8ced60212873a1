import { useTranslation } from 'react-i18next';
import panel from './translator-panel.module.css';

export const TRANSLATOR_STATUS_ID = 'translator-status';

/**
 * Whether the translator can take a file, said before anyone picks one (as compare chat's cards say "Not configured").
 * The line has the same height in every state, so the answer arriving moves nothing on the page.
 */
export function TranslatorStatusLine({ configured }: { configured: boolean | undefined }) {
  const { t } = useTranslation('cv');
  const state = configured === undefined ? 'checking' : configured ? 'ready' : 'notConfigured';
  return (
    <p id={TRANSLATOR_STATUS_ID} className={panel.status} data-state={state} role="status">
      <span className={panel.statusLabel}>{t('translator.status')}</span>
      <span className={panel.statusValue}>
        <span className={panel.dot} aria-hidden="true" />
        {t(`translator.${state}`)}
      </span>
      {state === 'notConfigured' ? <span className={panel.statusHelp}>{t('translator.notConfiguredHelp')}</span> : null}
    </p>
  );
}
