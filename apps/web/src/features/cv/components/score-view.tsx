import { useTranslation } from 'react-i18next';
import type { CompatibilityScoreResponse } from '@app/contracts/cv-processor/compatibility-score';
import styles from './cv.module.css';

function Score({ label, value, explanation }: { label: string; value: number | null; explanation?: string }) {
  const { t } = useTranslation('cv');
  return (
    <div className={styles.score}>
      <span className={styles.scoreLabel}>{label}</span>
      <span className={styles.scoreValue} data-testid={`score-${label}`}>
        {value === null ? t('matcher.na') : `${value}`}
      </span>
      {value !== null ? <ScoreMeter label={label} value={value} /> : null}
      {explanation ? <p className={styles.explanation}>{explanation}</p> : null}
    </div>
  );
}

/** A 0–100 meter on a dim track (a native <progress> paints its unfilled part white in dark themes). */
function ScoreMeter({ label, value }: { label: string; value: number }) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <div
      className={styles.meter}
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      data-testid={`meter-${label}`}
    >
      <div className={styles.meterFill} style={{ inlineSize: `${percent}%` }} />
    </div>
  );
}

function Skills({ title, items }: { title: string; items: string[] }) {
  const { t } = useTranslation('cv');
  return (
    <div>
      <h4 className={styles.subheading}>{title}</h4>
      {items.length ? (
        <ul className={styles.tags}>
          {items.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      ) : (
        <p>{t('matcher.none')}</p>
      )}
    </div>
  );
}

/** SPEC §3: missing scores show N/A, empty skill lists show None. */
export function ScoreView({ score }: { score: CompatibilityScoreResponse }) {
  const { t } = useTranslation('cv');
  return (
    <div className={styles.result} data-testid="score-result">
      <div className={styles.overall}>
        <Score label={t('matcher.overall')} value={score.overallScore} />
        <p className={styles.summary}>{score.summary}</p>
      </div>
      <div className={styles.scoreGrid}>
        <Score label={t('matcher.skills')} value={score.skillsScore} />
        <Score
          label={t('matcher.experience')}
          value={score.experienceScore}
          explanation={score.experienceMatchExplanation}
        />
        <Score
          label={t('matcher.education')}
          value={score.educationScore}
          explanation={score.educationMatchExplanation}
        />
        <Score
          label={t('matcher.certification')}
          value={score.certificationScore}
          explanation={score.certificationMatchExplanation}
        />
        <Score label={t('matcher.highlight')} value={score.highlightScore} />
      </div>
      <div className={styles.skillGrid}>
        <Skills title={t('matcher.matchedMust')} items={score.matchedMustHaveSkills} />
        <Skills title={t('matcher.missingMust')} items={score.missingMustHaveSkills} />
        <Skills title={t('matcher.matchedNice')} items={score.matchedNiceToHaveSkills} />
        <Skills title={t('matcher.missingNice')} items={score.missingNiceToHaveSkills} />
      </div>
      <h4 className={styles.subheading}>{t('matcher.justification')}</h4>
      {score.highlightJustification.length ? (
        <ul className={styles.entries}>
          {score.highlightJustification.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      ) : (
        <p>{t('matcher.none')}</p>
      )}
    </div>
  );
}
