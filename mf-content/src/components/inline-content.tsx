import type { Inline } from '@clinic/content';
import { Fragment } from 'react';
import { TextLink } from './text-link';

/** Running text from the content package: strings, and links in reading order. */
export function InlineContent({ content }: { content: readonly Inline[] }) {
  return (
    <>
      {content.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <TextLink key={index} href={part.href}>
            {part.text}
          </TextLink>
        ),
      )}
    </>
  );
}
