import { articleSources, type Article } from '@clinic/content';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useProseStyles } from '@/components/prose-styles';
import { TextLink } from '@/components/text-link';
import { articlesMessages } from '../messages';

const useStyles = makeStyles({
  publisher: { color: tokens.colorNeutralForeground2 },
});

/** 'Sources': the guidance the article and its red flags rest on, with links. Nothing when there is none. */
export function ArticleSources({ article }: { article: Article }) {
  const intl = useIntl();
  const prose = useProseStyles();
  const styles = useStyles();
  const headingId = useId();
  const sources = articleSources(article);
  if (sources.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={prose.h2}>
        {intl.formatMessage(articlesMessages.sourcesHeading)}
      </h2>
      <ul className={prose.list}>
        {sources.map((source) => (
          <li key={source.id}>
            <TextLink href={source.url}>{source.title}</TextLink>
            <span className={styles.publisher}>, {source.publisher}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
