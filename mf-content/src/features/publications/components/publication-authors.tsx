import type { PublicationAuthor } from '@clinic/content';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '@/components/visually-hidden';
import { authorListParts } from '../lib/citation-parts';
import { publicationsMessages } from '../messages';

const useStyles = makeStyles({
  authors: {
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    maxWidth: '70ch',
  },
  surgeon: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightBold },
});

/** The author list, Vancouver style ('Sample S, Example A, Specimen R, et al.'), the surgeon in bold. */
export function PublicationAuthors({ authors }: { authors: readonly PublicationAuthor[] }) {
  const intl = useIntl();
  const styles = useStyles();
  const parts = authorListParts(authors);
  return (
    <p className={styles.authors}>
      <VisuallyHidden>{intl.formatMessage(publicationsMessages.authorsLabel)} </VisuallyHidden>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && ', '}
          {part.kind === 'author' &&
            (part.author.isSurgeon ? <strong className={styles.surgeon}>{part.author.name}</strong> : part.author.name)}
          {part.kind === 'gap' && '…'}
          {part.kind === 'et-al' && intl.formatMessage(publicationsMessages.etAl)}
        </Fragment>
      ))}
    </p>
  );
}
