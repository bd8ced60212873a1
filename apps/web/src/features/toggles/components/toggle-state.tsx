import { useTranslation } from 'react-i18next';
import type { ToggleListItem } from '@app/contracts/feature-toggle/toggle';
import { formatPickerDate } from '../lib/toggle-form';
import { styles } from './toggles-styles';

/**
 * The list's "State" column: on/off, the date, the variables (their count and first names) or the pattern. The list
 * response carries them, so the column follows the list (and the stream that reloads it) without a request per row.
 */
export function ToggleState({ toggle }: { toggle: ToggleListItem }) {
  const { t } = useTranslation('toggle');
  switch (toggle.toggleType) {
    case 'SIMPLE':
      return (
        <span className={toggle.enabled ? styles.enabled : styles.disabled}>
          {t(toggle.enabled ? 'list.state.on' : 'list.state.off')}
        </span>
      );
    case 'DATE':
      return <span className={styles.nowrap}>{formatPickerDate(new Date(toggle.toggleDate))}</span>;
    case 'VARIABLE': {
      // The count and the first names the list carries; an ellipsis says there are more than those.
      const more = toggle.variableCount > toggle.firstVariables.length ? ', …' : '';
      const names = `${toggle.firstVariables.join(', ')}${more}`;
      return <span>{t('list.state.variables', { count: toggle.variableCount, names })}</span>;
    }
    case 'PATTERN':
      return (
        <code className={styles.pattern} title={toggle.togglePattern}>
          {toggle.togglePattern}
        </code>
      );
  }
}
