import { mergeClasses } from '@griffel/react';
import type { MouseEvent, ReactNode } from 'react';
import { useButtonLookStyles } from './button-look';

export interface ButtonLinkProps {
  /** A site path: a plain link, which the shell follows without a page load (FULL_PAGE_LINK_ATTRIBUTE). */
  to: string;
  children: ReactNode;
  appearance?: 'primary' | 'secondary';
  size?: 'medium' | 'large';
  className?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * A link that looks like a Fluent button ('Book an Appointment'). It is a plain anchor with Fluent's button look
 * rather than Fluent's Button rendered as a link: it stays a link to assistive technology, works with middle-click
 * and without JavaScript, and pages that only link onward need none of the Button code.
 */
export function ButtonLink({
  to,
  children,
  appearance = 'secondary',
  size = 'medium',
  className,
  onClick,
}: ButtonLinkProps) {
  const styles = useButtonLookStyles();
  return (
    <a
      href={to}
      onClick={onClick}
      className={mergeClasses(styles.base, styles[appearance], size === 'large' && styles.large, className)}
    >
      {children}
    </a>
  );
}
