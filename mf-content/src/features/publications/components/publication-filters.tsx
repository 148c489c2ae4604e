import { Field } from '@fluentui/react-field';
import { Search20Regular } from '@fluentui/react-icons';
import { Input } from '@fluentui/react-input';
import { Select } from '@fluentui/react-select';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { FILTERABLE_LIST } from '@clinic/ui/behaviours';
import { useIntl } from 'react-intl';
import { publicationsMessages } from '../messages';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: '2fr 1fr',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    '@media (max-width: 640px)': { gridTemplateColumns: '1fr' },
  },
});

export interface PublicationFiltersProps {
  topics: readonly string[];
}

/** Search box and topic selector, uncontrolled: the filterable list around them reads and clears them. */
export function PublicationFilters({ topics }: PublicationFiltersProps) {
  const intl = useIntl();
  const styles = useStyles();

  return (
    <div role="search" aria-label={intl.formatMessage(publicationsMessages.filtersLabel)} className={styles.form}>
      <Field
        label={intl.formatMessage(publicationsMessages.searchLabel)}
        hint={intl.formatMessage(publicationsMessages.searchHint)}
      >
        <Input type="search" contentBefore={<Search20Regular aria-hidden />} {...{ [FILTERABLE_LIST.search]: '' }} />
      </Field>
      <Field label={intl.formatMessage(publicationsMessages.topicLabel)}>
        <Select defaultValue="" {...{ [FILTERABLE_LIST.choice]: '' }}>
          <option value="">{intl.formatMessage(publicationsMessages.allTopics)}</option>
          {topics.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
