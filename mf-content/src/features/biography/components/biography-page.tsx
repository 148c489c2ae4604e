import type { ContentPageProps } from '@clinic/contracts';
import { biography, findSiteRoute, type ImageRef } from '@clinic/content';
import { PageHeading } from '@clinic/ui';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId } from 'react';
import { InlineContent } from '@/components/inline-content';
import { useProseStyles } from '@/components/prose-styles';
import { assetUrl } from '@/lib/asset-url';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(12rem, 18rem)',
    columnGap: tokens.spacingHorizontalXXXL,
    alignItems: 'start',
    '@media (max-width: 768px)': { gridTemplateColumns: '1fr' },
  },
  portrait: {
    gridColumn: 2,
    gridRow: 1,
    '@media (max-width: 768px)': {
      gridColumn: 1,
      gridRow: 'auto',
      maxWidth: '18rem',
      marginBottom: tokens.spacingVerticalL,
    },
  },
  text: { gridColumn: 1, gridRow: 1, '@media (max-width: 768px)': { gridRow: 'auto' } },
  theatre: { margin: `${tokens.spacingVerticalXL} 0`, maxWidth: '70ch' },
  education: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    maxWidth: '70ch',
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
  },
  entry: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderLeft: `3px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  qualification: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  institution: { margin: `${tokens.spacingVerticalXXS} 0 0`, color: tokens.colorNeutralForeground2 },
  detail: { margin: `${tokens.spacingVerticalXS} 0 0`, lineHeight: '1.6', color: tokens.colorNeutralForeground2 },
});

function Photo({ image, lazy, className }: { image: ImageRef; lazy: boolean; className: string }) {
  return (
    <img
      className={className}
      src={assetUrl(image.src)}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  );
}

/** The biography page: text, a portrait, a theatre photo and the Education & Training list. */
export default function BiographyPage({ path }: ContentPageProps) {
  const prose = useProseStyles();
  const styles = useStyles();
  const educationId = useId();
  const [portrait, theatre] = biography.photos;
  const [firstParagraphs, laterParagraphs] = [biography.paragraphs.slice(0, 3), biography.paragraphs.slice(3)];

  return (
    <article>
      <PageHeading>{findSiteRoute(path)?.heading}</PageHeading>
      <div className={styles.layout}>
        <div className={styles.portrait}>
          <Photo image={portrait} lazy={false} className={prose.photo} />
        </div>
        <div className={styles.text}>
          {firstParagraphs.map((paragraph, index) => (
            <p key={index} className={prose.paragraph}>
              <InlineContent content={paragraph} />
            </p>
          ))}
          <div className={styles.theatre}>
            <Photo image={theatre} lazy className={prose.photo} />
          </div>
          {laterParagraphs.map((paragraph, index) => (
            <p key={index} className={prose.paragraph}>
              <InlineContent content={paragraph} />
            </p>
          ))}
        </div>
      </div>
      <section aria-labelledby={educationId}>
        <h2 id={educationId} className={prose.h2}>
          {biography.educationHeading}
        </h2>
        <ul className={styles.education}>
          {biography.educationAndTraining.map((entry) => (
            <li key={entry.qualification} className={styles.entry}>
              <p className={styles.qualification}>{entry.qualification}</p>
              <p className={styles.institution}>{entry.institution}</p>
              {entry.detail && <p className={styles.detail}>{entry.detail}</p>}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
