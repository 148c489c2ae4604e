import { Button, type ButtonProps } from '@fluentui/react-button';
import type { MouseEvent, ReactNode } from 'react';

export interface ButtonLinkProps {
  /** A site path: a plain link, which the shell follows without a page load (FULL_PAGE_LINK_ATTRIBUTE). */
  to: string;
  children: ReactNode;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  icon?: ButtonProps['icon'];
  className?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A Fluent button that is a real link: works with middle-click, new tabs and without JavaScript. */
export function ButtonLink({ to, children, ...buttonProps }: ButtonLinkProps) {
  return (
    <Button {...buttonProps} as="a" href={to}>
      {children}
    </Button>
  );
}
