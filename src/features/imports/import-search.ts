import { ImportRunCreateAddressRules } from '@/api/query-rules.gen';
import { ruleSearch } from '@/lib/contract-search';

const { source, target } = ImportRunCreateAddressRules.properties;

/**
 * What the new-import page may arrive with (a space's "Import pages", or "Try again"): the
 * source address and the target, each checked by the contract's rule for the run it starts.
 */
export const validateNewImportSearch = ruleSearch({
  url: source.properties.url,
  space: target.properties.space,
  changeRequest: target.properties.changeRequest,
});
