import type { Block } from '@clinic/content';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useProseStyles } from '@/components/prose-styles';
import { TextBlock } from '@/components/text-block';
import { assetUrl } from '@/lib/asset-url';
import { UrgentCallout } from './urgent-callout';

const useStyles = makeStyles({
  figure: {
    margin: `${tokens.spacingVerticalXL} 0`,
    maxWidth: '70ch',
  },
  imageFrame: {
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
  },
  caption: {
    marginTop: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
  },
});

/** A paragraph, list, figure or urgent call-out of an article section (whose heading is at sectionLevel). */
export function ArticleBlock({ block, sectionLevel }: { block: Block; sectionLevel: number }) {
  const prose = useProseStyles();
  const styles = useStyles();
  switch (block.type) {
    case 'paragraph':
    case 'list':
      return <TextBlock block={block} />;
    case 'figure':
      return (
        <figure className={styles.figure}>
          <div className={styles.imageFrame}>
            <img
              className={prose.image}
              src={assetUrl(block.image.src)}
              alt={block.image.alt}
              width={block.image.width}
              height={block.image.height}
              loading="lazy"
              decoding="async"
            />
          </div>
          <figcaption className={styles.caption}>{block.caption}</figcaption>
        </figure>
      );
    case 'red-flags':
      return <UrgentCallout ids={block.ids} headingLevel={sectionLevel >= 3 ? 4 : 3} />;
  }
}
