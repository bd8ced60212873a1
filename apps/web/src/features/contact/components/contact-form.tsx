import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@app/contracts/customer/contact';
import { submitContact } from '../api/contact-api';
import { CAPTCHA_LENGTH, generateCaptchaText, isCaptchaMatch } from '../lib/captcha';
import { CaptchaCanvas } from './captcha-canvas';
import styles from './contact-form.module.css';

const EMPTY = { firstName: '', lastName: '', email: '', subject: '', message: '', captcha: '', website: '' };
type Field = keyof typeof EMPTY;

/** SPEC §2 landing contact form, §5 (all required, message ≤ 150, captcha), §4 (success clears the form). */
export function ContactForm() {
  const { t } = useTranslation('auth');
  const id = useId();
  const [form, setForm] = useState(EMPTY);
  const [captchaText, setCaptchaText] = useState(() => generateCaptchaText());
  const set = (key: Field) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));
  const subjects = t('contact.subjects', { returnObjects: true }) as string[];

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isCaptchaMatch(captchaText, form.captcha)) {
      setCaptchaText(generateCaptchaText());
      setForm((f) => ({ ...f, captcha: '' }));
      toast.error(t('contact.captchaMismatch'));
      return;
    }
    toast.info(t('contact.captchaMatched'));
    const { captcha: _captcha, website, ...fields } = form;
    try {
      await submitContact({ ...fields, ...(website ? { website } : {}) }, t('contact.submitted'));
      setForm(EMPTY);
      setCaptchaText(generateCaptchaText());
    } catch {
      // The client showed the server's message.
    }
  }

  const field = (key: Field, label: string, input: ReactNode) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-${key}`}>
        {label}
      </label>
      {input}
    </div>
  );
  const text = (key: Field, props: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <input
      id={`${id}-${key}`}
      name={key}
      className={styles.input}
      required
      value={form[key]}
      onChange={set(key)}
      {...props}
    />
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label={t('contact.formLabel')}>
      <div className={styles.row}>
        {field('firstName', t('contact.firstName'), text('firstName', { autoComplete: 'given-name', maxLength: 100 }))}
        {field('lastName', t('contact.lastName'), text('lastName', { autoComplete: 'family-name', maxLength: 100 }))}
      </div>
      {field('email', t('contact.email'), text('email', { type: 'email', autoComplete: 'email' }))}
      {field(
        'subject',
        t('contact.subject'),
        <select
          id={`${id}-subject`}
          name="subject"
          className={styles.input}
          required
          value={form.subject}
          onChange={set('subject')}
        >
          <option value="">{t('contact.subjectPlaceholder')}</option>
          {subjects.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>,
      )}
      {field(
        'message',
        t('contact.message'),
        <textarea
          id={`${id}-message`}
          name="message"
          className={styles.input}
          required
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          value={form.message}
          onChange={set('message')}
        />,
      )}
      <span className={styles.hint} aria-live="polite">
        {t('contact.messageCount', { count: form.message.length })}
      </span>
      <div className={styles.captchaRow}>
        <CaptchaCanvas text={captchaText} label={t('contact.captchaImage')} />
        <button type="button" className={styles.refresh} onClick={() => setCaptchaText(generateCaptchaText())}>
          {t('contact.newCaptcha')}
        </button>
      </div>
      {field(
        'captcha',
        t('contact.captcha'),
        text('captcha', { maxLength: CAPTCHA_LENGTH, autoComplete: 'off', spellCheck: false }),
      )}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('contact.website')}</label>
        <input
          id={`${id}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={form.website}
          onChange={set('website')}
        />
      </div>
      <button type="submit" className={styles.submit}>
        {t('contact.submit')}
      </button>
    </form>
  );
}
