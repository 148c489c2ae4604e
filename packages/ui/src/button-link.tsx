import { Button, type ButtonProps } from '@fluentui/react-button';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export interface ButtonLinkProps {
  /** An internal path, navigated without a page load. */
  to: string;
  children: ReactNode;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  icon?: ButtonProps['icon'];
  className?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A Fluent button that is a real link: works with middle-click and without JavaScript. */
export function ButtonLink({ to, onClick, children, ...buttonProps }: ButtonLinkProps) {
  const navigate = useNavigate();
  return (
    <Button
      {...buttonProps}
      as="a"
      href={to}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </Button>
  );
}
