import { TOPIC_COLOURS } from '@clinic/content';
import { Badge } from '@fluentui/react-badge';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses, type GriffelStyle } from '@griffel/react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '@/components/visually-hidden';
import { publicationsMessages } from '../messages';

/** Dark text keeps WCAG AA contrast on every pastel in TOPIC_COLOURS. */
const BADGE_TEXT = '#1F2937';

function borderColour(colour: string): GriffelStyle {
  return { borderTopColor: colour, borderRightColor: colour, borderBottomColor: colour, borderLeftColor: colour };
}

const topicColourEntries = Object.entries(TOPIC_COLOURS);

// One static class per topic colour: no inline styles, so a strict style-src CSP stays happy.
const useTopicColours = makeStyles(
  Object.fromEntries(
    topicColourEntries.map(([, colour], index): [string, GriffelStyle] => [
      `topic${index}`,
      { backgroundColor: colour, ...borderColour(colour) },
    ]),
  ),
);

const useStyles = makeStyles({
  badge: { color: BADGE_TEXT, fontWeight: tokens.fontWeightSemibold },
  neutral: { backgroundColor: tokens.colorNeutralBackground1, ...borderColour(tokens.colorNeutralStrokeAccessible) },
});

/** The topic in its own pastel; topics without a colour (e.g. 'Case Reports') get a neutral outline. */
export function TopicBadge({ topic }: { topic: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const colours = useTopicColours();
  const colourIndex = topicColourEntries.findIndex(([name]) => name === topic);
  const colourClass = colourIndex >= 0 ? colours[`topic${colourIndex}`] : undefined;

  return (
    <Badge
      appearance={colourClass ? 'filled' : 'outline'}
      color="informative"
      shape="rounded"
      size="large"
      className={mergeClasses(styles.badge, colourClass ?? styles.neutral)}
      data-topic-colour={colourClass ? TOPIC_COLOURS[topic] : 'none'}
    >
      <VisuallyHidden>{intl.formatMessage(publicationsMessages.topicPrefix)} </VisuallyHidden>
      {topic}
    </Badge>
  );
}
