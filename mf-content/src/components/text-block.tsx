import type { TextBlock as TextBlockData } from '@clinic/content';
import { InlineContent } from './inline-content';
import { useProseStyles } from './prose-styles';

/** A paragraph or a bulleted list of running text. */
export function TextBlock({ block }: { block: TextBlockData }) {
  const prose = useProseStyles();
  if (block.type === 'paragraph') {
    return (
      <p className={prose.paragraph}>
        <InlineContent content={block.content} />
      </p>
    );
  }
  return (
    <ul className={prose.list}>
      {block.items.map((item, index) => (
        <li key={index}>
          <InlineContent content={item} />
        </li>
      ))}
    </ul>
  );
}
