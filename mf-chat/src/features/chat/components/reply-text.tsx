import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { parseReply } from '../lib/reply-parts';

const useStyles = makeStyles({
  link: { color: tokens.colorBrandForegroundLink, textDecorationLine: 'underline' },
});

/** A message's text with its `[label](/path)` links rendered as real links to the site's pages. */
export function ReplyText({ text }: { text: string }) {
  const styles = useStyles();
  return (
    <>
      {parseReply(text).map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={index} href={part.href} className={styles.link}>
            {part.label}
          </a>
        ),
      )}
    </>
  );
}
