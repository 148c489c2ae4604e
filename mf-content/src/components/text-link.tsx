import { Open12Regular } from '@fluentui/react-icons';
import { mergeClasses } from '@griffel/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isInternalHref, opensInNewTab } from '@/lib/links';
import { useLinkStyles } from './link-styles';
import { sharedMessages } from './messages';
import { VisuallyHidden } from './visually-hidden';

export interface TextLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-describedby'?: string;
}

/**
 * A link in content: site paths are plain links the shell follows without a page load; web addresses open in a
 * new tab, say so to screen readers and carry rel="noopener noreferrer".
 */
export function TextLink({ href, children, className, 'aria-describedby': describedBy }: TextLinkProps) {
  const styles = useLinkStyles();
  const intl = useIntl();
  const classes = mergeClasses(styles.link, className);

  if (isInternalHref(href)) {
    return (
      <a href={href} className={classes} aria-describedby={describedBy}>
        {children}
      </a>
    );
  }

  const newTab = opensInNewTab(href);
  return (
    <a
      href={href}
      className={classes}
      aria-describedby={describedBy}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {newTab && (
        <>
          <Open12Regular className={styles.newTabIcon} aria-hidden />
          <VisuallyHidden> {intl.formatMessage(sharedMessages.opensInNewTab)}</VisuallyHidden>
        </>
      )}
    </a>
  );
}
