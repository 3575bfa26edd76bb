import { useContractForm } from '@/components/form/use-contract-form';
import { Button } from '@/components/ui/button';
import { formStyles } from '@/components/ui/form-styles';
import { SelectField } from '@/components/ui/select-field';
import { withSearchValue } from '@/lib/search-params';
import type { SiteListFilters } from '../api/site-queries';
import type { SpaceOption } from './create-site-dialog';
import styles from './site-filters.module.css';

const publishedChoices = [
  { value: '', label: 'Published or not' },
  { value: 'true', label: 'Published' },
  { value: 'false', label: 'Unpublished' },
];

/**
 * Filter the sites by title (applied on Filter), published state and space (applied at once).
 * The filters are the route's search params; the title box keeps what was typed until applied
 * (remount it, with a new key, to empty it).
 */
export function SiteFilters(props: {
  filters: SiteListFilters;
  onFiltersChange: (filters: SiteListFilters) => void;
  spaces: readonly SpaceOption[];
}) {
  const { filters, onFiltersChange } = props;
  const { form, formProps } = useContractForm({
    defaultValues: { title: filters.title ?? '' },
    save: async ({ title }) =>
      onFiltersChange(withSearchValue(filters, 'title', title.trim() || undefined)),
  });
  return (
    <div className={styles.filters} role="search" aria-label="Filter sites">
      <form {...formProps} className={formStyles.inline}>
        <form.AppField name="title">
          {(field) => <field.TextField label="Title contains" maxLength={100} />}
        </form.AppField>
        <Button type="submit">Filter</Button>
      </form>
      <SelectField
        label="State"
        value={filters.published === undefined ? '' : String(filters.published)}
        options={publishedChoices}
        onChange={(value) =>
          onFiltersChange(
            withSearchValue(filters, 'published', value === '' ? undefined : value === 'true'),
          )
        }
      />
      <SelectField
        label="Includes the space"
        value={filters.space ?? ''}
        options={[
          { value: '', label: 'Any space' },
          ...props.spaces.map((space) => ({ value: space.id, label: space.title })),
        ]}
        onChange={(value) => onFiltersChange(withSearchValue(filters, 'space', value || undefined))}
      />
    </div>
  );
}
