import { useTranslation } from 'react-i18next';
import type { CvParseResult } from '@app/contracts/cv-processor/parse-cv';
import styles from './cv.module.css';
import { OcrNote, Uncertain } from './uncertain';

function range(start: string | null, end: string | null, t: (k: string) => string) {
  const show = (d: string | null) => (d === 'present' ? t('fields.present') : (d ?? t('fields.unknown')));
  return start || end ? `${show(start)} – ${show(end)}` : t('fields.unknown');
}

/** Every field of the parse response in readable form (SPEC §2 "CV parsing"). */
export function CvResultView({ cv }: { cv: CvParseResult }) {
  const c = cv.confidence;
  const { t } = useTranslation('cv');
  const value = (v: string | null) => v ?? t('fields.unknown');
  const list = (items: string[]) => (items.length ? items : null);
  return (
    <div className={styles.result} data-testid="cv-result">
      <OcrNote cv={cv} />
      <dl className={styles.facts}>
        <dt>{t('fields.fullName')}</dt>
        <dd>
          <Uncertain confidence={cv.fullName ? c?.fullName : undefined}>{value(cv.fullName)}</Uncertain>
        </dd>
        <dt>{t('fields.email')}</dt>
        <dd>
          <Uncertain confidence={cv.email ? c?.email : undefined}>{value(cv.email)}</Uncertain>
        </dd>
        <dt>{t('fields.phoneNumber')}</dt>
        <dd>
          <Uncertain confidence={cv.phoneNumber ? c?.phoneNumber : undefined}>{value(cv.phoneNumber)}</Uncertain>
        </dd>
        <dt>{t('fields.socialMedias')}</dt>
        <dd>
          {list(cv.socialMedias)?.map((url) => (
            <a key={url} href={url} target="_blank" rel="noopener noreferrer nofollow" className={styles.link}>
              {url}
            </a>
          )) ?? t('fields.none')}
        </dd>
      </dl>
      <h3 className={styles.subheading}>{t('fields.skills')}</h3>
      {cv.skills.length ? (
        <ul className={styles.tags}>
          {cv.skills.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      ) : (
        <p>{t('fields.none')}</p>
      )}
      <h3 className={styles.subheading}>{t('fields.employerDtos')}</h3>
      {cv.employerDtos.length ? (
        <ul className={styles.entries}>
          {cv.employerDtos.map((e, i) => (
            <li key={i}>
              <Uncertain confidence={c?.employerDtos[i]}>
                <strong>{value(e.title)}</strong> · {value(e.employer)}
              </Uncertain>
              <span className={styles.dates}>{range(e.startDate, e.endDate, t)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('fields.none')}</p>
      )}
      <h3 className={styles.subheading}>{t('fields.educationDtos')}</h3>
      {cv.educationDtos.length ? (
        <ul className={styles.entries}>
          {cv.educationDtos.map((e, i) => (
            <li key={i}>
              <Uncertain confidence={c?.educationDtos[i]}>
                <strong>{value(e.degree)}</strong> · {value(e.university)}
              </Uncertain>
              <span className={styles.dates}>{range(e.startDate, e.endDate, t)}</span>
              {e.gpa ? (
                <span className={styles.dates}>
                  {t('fields.gpa')}: {e.gpa}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('fields.none')}</p>
      )}
      <h3 className={styles.subheading}>{t('fields.highlights')}</h3>
      {cv.highlights.length ? (
        <ul className={styles.entries}>
          {cv.highlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      ) : (
        <p>{t('fields.none')}</p>
      )}
    </div>
  );
}
