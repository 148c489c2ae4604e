import { SurfaceCard, useButtonLookStyles } from '@clinic/ui';
import { DISCLOSURE } from '@clinic/ui/behaviours';
import type { Publication, PublicationType } from '@clinic/content';
import { ChevronDown16Regular, ChevronUp16Regular } from '@fluentui/react-icons';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { TextLink } from '@/components/text-link';
import { VisuallyHidden } from '@/components/visually-hidden';
import { citationDetails } from '../lib/citation-parts';
import { publicationLinks } from '../lib/publication-links';
import { publicationsMessages } from '../messages';
import { PublicationAuthors } from './publication-authors';
import { PublicationBadge } from './publication-badge';
import { TopicBadge } from './topic-badge';

const useStyles = makeStyles({
  card: {
    padding: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    // A long list: the browser lays out and paints only the entries near the screen.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 14rem',
  },
  icon: { display: 'inline-flex' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  title: {
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    margin: 0,
    maxWidth: '70ch',
  },
  citation: {
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    maxWidth: '70ch',
  },
  journal: { fontStyle: 'italic' },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
  },
  abstract: {
    margin: 0,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderLeft: `3px solid ${tokens.colorBrandStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    maxWidth: '70ch',
    lineHeight: '1.6',
    color: tokens.colorNeutralForeground1,
  },
});

const TYPE_LABELS = {
  review: publicationsMessages.typeReview,
  chapter: publicationsMessages.typeChapter,
  book: publicationsMessages.typeBook,
  conference: publicationsMessages.typeConference,
} as const satisfies Partial<Record<PublicationType, unknown>>;

/**
 * One publication: badges, title, authors (the surgeon in bold), journal with volume and pages, the abstract toggle and the links that apply. The toggle is a plain DOM
 * disclosure (see DISCLOSURE in @clinic/ui/behaviours), wired by the finder around the list or by the page script.
 */
export function PublicationEntry({ publication }: { publication: Publication }) {
  const intl = useIntl();
  const styles = useStyles();
  const buttonLook = useButtonLookStyles();
  const titleId = useId();
  const abstractId = useId();
  const links = publicationLinks(publication);
  const details = citationDetails(publication);
  const typeLabel = publication.type === 'article' ? undefined : TYPE_LABELS[publication.type];

  return (
    <SurfaceCard className={styles.card} aria-labelledby={titleId}>
      <div className={styles.badges}>
        <TopicBadge topic={publication.topic} />
        {links.date && (
          <PublicationBadge>
            <VisuallyHidden>{intl.formatMessage(publicationsMessages.yearPrefix)} </VisuallyHidden>
            {links.date}
          </PublicationBadge>
        )}
        {typeLabel && <PublicationBadge>{intl.formatMessage(typeLabel)}</PublicationBadge>}
      </div>
      <h3 id={titleId} className={styles.title}>
        {publication.title}
      </h3>
      {publication.authors.length > 0 && <PublicationAuthors authors={publication.authors} />}
      {publication.journal && (
        <p className={styles.citation}>
          <span className={styles.journal}>{publication.journal}</span>
          {details.volumeAndPages && `, ${details.volumeAndPages}`}
          {details.pagesOnly && `, ${intl.formatMessage(publicationsMessages.pagesOnly, { pages: details.pagesOnly })}`}
        </p>
      )}
      <div className={styles.actions}>
        {links.hasAbstract && (
          <button
            type="button"
            className={mergeClasses(buttonLook.base, buttonLook.secondary, buttonLook.small, buttonLook.button)}
            aria-expanded="false"
            aria-controls={abstractId}
            aria-describedby={titleId}
            {...{
              [DISCLOSURE.toggle]: '',
              [DISCLOSURE.labelOpen]: intl.formatMessage(publicationsMessages.hideAbstract),
              [DISCLOSURE.labelClosed]: intl.formatMessage(publicationsMessages.showAbstract),
            }}
          >
            <span className={styles.icon} {...{ [DISCLOSURE.when]: 'closed' }}>
              <ChevronDown16Regular aria-hidden />
            </span>
            <span className={styles.icon} hidden {...{ [DISCLOSURE.when]: 'open' }}>
              <ChevronUp16Regular aria-hidden />
            </span>
            <span {...{ [DISCLOSURE.label]: '' }}>{intl.formatMessage(publicationsMessages.showAbstract)}</span>
          </button>
        )}
        {links.viewUrl && (
          <TextLink href={links.viewUrl} aria-describedby={titleId}>
            {intl.formatMessage(publicationsMessages.viewPublication)}
          </TextLink>
        )}
        {links.doiUrl && (
          <TextLink href={links.doiUrl}>
            {intl.formatMessage(publicationsMessages.doi)}: {publication.doi}
          </TextLink>
        )}
        {links.pubmedUrl && (
          <TextLink href={links.pubmedUrl}>
            {intl.formatMessage(publicationsMessages.pubmed)}: {publication.pmid}
          </TextLink>
        )}
      </div>
      {links.hasAbstract && (
        <div id={abstractId} hidden>
          <p className={styles.abstract}>{publication.abstract}</p>
        </div>
      )}
    </SurfaceCard>
  );
}
