import { TOPIC_COLOURS } from '@clinic/content';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, shorthands, type GriffelStyle } from '@griffel/react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '@/components/visually-hidden';
import { publicationsMessages } from '../messages';
import { PublicationBadge } from './publication-badge';

const topicColourEntries = Object.entries(TOPIC_COLOURS);

// One static class per topic colour: no inline styles, so a strict style-src CSP stays happy.
const useTopicColours = makeStyles(
  Object.fromEntries(
    topicColourEntries.map(([, colour], index): [string, GriffelStyle] => [
      `topic${index}`,
      { backgroundColor: colour, ...shorthands.borderColor(colour) },
    ]),
  ),
);

const useStyles = makeStyles({
  neutral: { ...shorthands.borderColor(tokens.colorNeutralStrokeAccessible) },
});

/** The topic in its own pastel; topics without a colour (e.g. 'Case Reports') get a neutral outline. */
export function TopicBadge({ topic }: { topic: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const colours = useTopicColours();
  const colourIndex = topicColourEntries.findIndex(([name]) => name === topic);
  const colourClass = colourIndex >= 0 ? colours[`topic${colourIndex}`] : undefined;

  return (
    <PublicationBadge
      className={colourClass ?? styles.neutral}
      data-topic-colour={colourClass ? (TOPIC_COLOURS[topic] ?? 'none') : 'none'}
    >
      <VisuallyHidden>{intl.formatMessage(publicationsMessages.topicPrefix)} </VisuallyHidden>
      {topic}
    </PublicationBadge>
  );
}
