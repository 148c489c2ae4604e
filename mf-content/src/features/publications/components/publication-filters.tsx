import { Field } from '@fluentui/react-field';
import { Search20Regular } from '@fluentui/react-icons';
import { Input } from '@fluentui/react-input';
import { Select } from '@fluentui/react-select';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useAtom } from 'jotai';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { publicationSearchAtom, publicationTopicAtom } from '../stores/publication-filters-atoms';
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
  searchInputRef: Ref<HTMLInputElement>;
}

/** Search box and topic selector; the values live in jotai atoms. */
export function PublicationFilters({ topics, searchInputRef }: PublicationFiltersProps) {
  const intl = useIntl();
  const styles = useStyles();
  const [search, setSearch] = useAtom(publicationSearchAtom);
  const [topic, setTopic] = useAtom(publicationTopicAtom);

  return (
    <div role="search" aria-label={intl.formatMessage(publicationsMessages.filtersLabel)} className={styles.form}>
      <Field
        label={intl.formatMessage(publicationsMessages.searchLabel)}
        hint={intl.formatMessage(publicationsMessages.searchHint)}
      >
        <Input
          ref={searchInputRef}
          type="search"
          value={search}
          contentBefore={<Search20Regular aria-hidden />}
          onChange={(_event, data) => setSearch(data.value)}
        />
      </Field>
      <Field label={intl.formatMessage(publicationsMessages.topicLabel)}>
        <Select value={topic} onChange={(_event, data) => setTopic(data.value)}>
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
