import { Tab, TabList } from '@fluentui/react-tabs';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePageParams } from '../hooks/use-page-params';
import { submissionsMessages as m } from '../messages';

const useStyles = makeStyles({
  tabs: { marginBlockEnd: tokens.spacingVerticalL, flexWrap: 'wrap' },
  attention: {
    marginInlineStart: tokens.spacingHorizontalXS,
    paddingInline: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase200,
  },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

export interface StaffTab {
  value: string;
  label: string;
  /** Requests there that need attention: shown beside the label. */
  attention?: number;
  panel: () => ReactNode;
}

/** The staff view's sections as tabs; the open one is kept in the page address (?tab=). */
export function StaffTabs({ tabs }: { tabs: readonly StaffTab[] }) {
  const intl = useIntl();
  const styles = useStyles();
  const idPrefix = useId();
  const [params, updateParams] = usePageParams();
  const first = tabs[0];
  const selected = tabs.find((tab) => tab.value === params.get('tab')) ?? first;
  if (!selected || !first) return null;
  const tabId = (value: string) => `${idPrefix}-tab-${value}`;
  return (
    <>
      <TabList
        className={styles.tabs}
        aria-label={intl.formatMessage(m.tabsLabel)}
        selectedValue={selected.value}
        onTabSelect={(_event, data) => updateParams({ tab: data.value === first.value ? null : String(data.value) })}
      >
        {tabs.map((tab) => (
          <Tab key={tab.value} value={tab.value} id={tabId(tab.value)} aria-controls={`${idPrefix}-panel`}>
            {tab.label}
            {tab.attention ? (
              <>
                <span className={styles.attention} aria-hidden="true">
                  {tab.attention}
                </span>
                <span className={styles.hidden}>{intl.formatMessage(m.tabAttention, { count: tab.attention })}</span>
              </>
            ) : null}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={tabId(selected.value)}>
        {selected.panel()}
      </div>
    </>
  );
}
