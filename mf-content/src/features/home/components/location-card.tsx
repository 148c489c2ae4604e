import { SurfaceCard } from '@clinic/ui';
import type { PracticeLocation } from '@clinic/content';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId } from 'react';
import { assetUrl } from '@/lib/asset-url';
import { addressLines } from '../lib/address-lines';

const MAP_WIDTH = 600;
const MAP_HEIGHT = 400;

const useStyles = makeStyles({
  card: { height: '100%', padding: 0, rowGap: 0, overflow: 'hidden' },
  map: {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  body: { padding: tokens.spacingHorizontalL },
  name: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  address: { fontStyle: 'normal', lineHeight: '1.6', color: tokens.colorNeutralForeground2 },
});

/** One practice location: its map and postal address. */
export function LocationCard({ location }: { location: PracticeLocation }) {
  const styles = useStyles();
  const nameId = useId();
  return (
    <SurfaceCard className={styles.card} aria-labelledby={nameId}>
      <img
        className={styles.map}
        src={assetUrl(location.mapImage)}
        alt={location.mapAlt}
        width={MAP_WIDTH}
        height={MAP_HEIGHT}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <h3 id={nameId} className={styles.name}>
          {location.name}
        </h3>
        <address className={styles.address}>
          {addressLines(location).map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </address>
      </div>
    </SurfaceCard>
  );
}
