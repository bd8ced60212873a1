import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import section from './landing-section.module.css';

const blocks = [
  { key: 'how', link: undefined },
  { key: 'integrate', link: '/experiment' },
  { key: 'secure', link: '/cookies' },
] as const;

/**
 * SPEC §2: demo pages show three extra blocks under the demo itself. The section page renders this under every
 * demo route already; a demo page that wants it elsewhere can render `<DemoExtraBlocks />` itself.
 */
export function DemoExtraBlocks() {
  const { t } = useTranslation('landing');
  return (
    <section className={section.section} aria-labelledby="demo-blocks-title">
      <h2 id="demo-blocks-title" className={section.title}>
        {t('demoBlocks.label')}
      </h2>
      <ul className={section.cards}>
        {blocks.map((block) => (
          <li key={block.key} className={section.card}>
            <h3 className={section.cardTitle}>{t(`demoBlocks.items.${block.key}.title`)}</h3>
            <p className={section.text}>{t(`demoBlocks.items.${block.key}.text`)}</p>
            {block.link && (
              <Link to={block.link} className={section.cardLink}>
                {t(`demoBlocks.items.${block.key}.link`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
