import { useTranslation } from 'react-i18next';
import styles from './auth.module.css';

interface PasswordRulesProps {
  id: string;
  password: string;
  minLength: number;
  email?: string;
  /** The server refused this very password as a common one: the rule it checks shows as failed. */
  refusedAsCommon?: boolean;
}

type RuleState = 'met' | 'unmet' | 'server' | 'failed';

/**
 * The server's password rules (apps/api accounts/password-policy.ts and the contract's minimum), stated before the
 * user submits and ticked while typing. The server stays the authority: the common-password list lives there only.
 */
export function PasswordRules({ id, password, minLength, email, refusedAsCommon = false }: PasswordRulesProps) {
  const { t } = useTranslation('auth');
  const isEmail = email !== undefined && isPasswordTheEmail(password, email);
  const rules: { key: string; text: string; state: RuleState }[] = [
    {
      key: 'length',
      text: t('password.rules.length', { count: minLength }),
      state: password.length >= minLength ? 'met' : 'unmet',
    },
    ...(email === undefined
      ? []
      : [{ key: 'email', text: t('password.rules.notEmail'), state: password && !isEmail ? 'met' : 'unmet' } as const]),
    { key: 'common', text: t('password.rules.notCommon'), state: refusedAsCommon ? 'failed' : 'server' },
  ];
  return (
    <ul id={id} className={styles.rules} aria-label={t('password.rules.label')}>
      {rules.map((rule) => (
        <li key={rule.key} className={styles.rule} data-rule={rule.key} data-state={rule.state}>
          <RuleIcon state={rule.state} />
          <span>{rule.text}</span>
          {rule.state !== 'server' && <span className="visually-hidden">{t(`password.rules.${rule.state}`)}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The server's rule: a password may not be the account's own e-mail address. */
export function isPasswordTheEmail(password: string, email: string): boolean {
  return email.trim() !== '' && password.trim().toLowerCase() === email.trim().toLowerCase();
}

function RuleIcon({ state }: { state: RuleState }) {
  return (
    <svg className={styles.ruleIcon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      {state === 'met' ? (
        <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : state === 'failed' ? (
        <path d="M4.5 4.5l7 7m0-7l-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <circle cx="8" cy="8" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      )}
    </svg>
  );
}
