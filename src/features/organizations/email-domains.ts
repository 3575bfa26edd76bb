import { OrganizationUpdateRules } from '@/api/form-rules.gen';
import { checkItems, checkRule } from '@/lib/forms/check-rule';

/** The contract's rules for an organization's email domains, and for each domain. */
const listRule = OrganizationUpdateRules.properties.emailDomains;
const domainRule = listRule.items;

const invalidDomain = (domain: string) =>
  `"${domain}" is not a valid email domain: use lowercase letters, digits and hyphens, like example.com.`;

/**
 * What is wrong with one email domain before it joins `existing` (the settings' list, or none
 * for a lookup), under the contract's rule for a domain; undefined when it may be added.
 */
export function emailDomainProblem(
  domain: string,
  existing: readonly string[] = [],
): string | undefined {
  const problem = checkRule(domainRule, domain, {
    required: true,
    label: 'A domain',
    messages: {
      required: 'Enter a domain, for example example.com.',
      pattern: invalidDomain(domain),
    },
  });
  if (problem) return problem;
  if (existing.includes(domain)) return `${domain} is already in the list.`;
  if (listRule.maxItems !== undefined && existing.length >= listRule.maxItems)
    return `An organization has at most ${listRule.maxItems} email domains.`;
  return undefined;
}

/** What is wrong with the whole list: its size, a repeat, or the first domain that breaks. */
export function emailDomainsProblem(domains: readonly string[]): string | undefined {
  const problem = checkRule(listRule, domains, { label: 'The list of email domains' });
  if (problem) return problem;
  const [first] = checkItems(listRule, domains);
  const bad = first ? domains[first.index] : undefined;
  return bad === undefined ? undefined : `"${bad}" is not a valid email domain.`;
}
