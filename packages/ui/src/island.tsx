import { ISLAND_ATTRIBUTE, ISLAND_BOOT_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandBoot } from '@clinic/contracts';
import { makeStyles } from '@griffel/react';
import type { ReactNode } from 'react';

// The marker adds no box: the page lays out as if it were not there.
const useStyles = makeStyles({ island: { display: 'contents' } });

export interface IslandProps<Props extends object> {
  /** '<container>/<expose>' (see islandModule in @clinic/contracts) or 'shell/<name>'. */
  module: string;
  /** What the module is rendered with when the region boots in the browser: plain data only. */
  props: Props;
  boot?: IslandBoot;
  /** The region as the prerendered page shows it until it boots. */
  children: ReactNode;
}

/**
 * Marks an interactive region of a prerendered page (see ISLAND_ATTRIBUTE). In the app that takes the page's
 * snapshot it renders its children as they are; in the visitor's browser the shell boots the named module in its
 * place, on first interaction or once visible, and leaves the rest of the page alone.
 */
export function Island<Props extends object>({ module, props, boot, children }: IslandProps<Props>) {
  const styles = useStyles();
  return (
    <div
      className={styles.island}
      {...{ [ISLAND_ATTRIBUTE]: module, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}
      {...(boot && boot !== 'interaction' ? { [ISLAND_BOOT_ATTRIBUTE]: boot } : {})}
    >
      {children}
    </div>
  );
}
