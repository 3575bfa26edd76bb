import { describe, expect, it } from 'vitest';
import { refuseRole, requireMemberOf } from './access.ts';
import { findById, organizationRecords, withoutRecord } from './lookup.ts';
import { acmeCallers, demoState, messageOf, statusOf, userOf } from './people-fixtures.ts';

describe('findById', () => {
  it('finds a record by id and answers 404 in the platform wording otherwise', () => {
    const state = demoState();
    expect(
      findById(state, 'organization-by-id', state.organizations, 'org_acme', 'organization').id,
    ).toBe('org_acme');
    expect(
      messageOf(() =>
        findById(state, 'organization-by-id', state.organizations, 'org_x', 'organization'),
      ),
    ).toBe("No organization matches id 'org_x'");
  });
});

describe('organizationRecords', () => {
  it("keeps the organization's records in the order given, as a new array", () => {
    const records = [
      { id: 'b', organizationId: 'org_1' },
      { id: 'c', organizationId: 'org_2' },
      { id: 'a', organizationId: 'org_1' },
    ];
    const found = organizationRecords(records, 'org_1', (x, y) => x.id.localeCompare(y.id));
    expect(found.map((record) => record.id)).toEqual(['a', 'b']);
    expect(records.map((record) => record.id)).toEqual(['b', 'c', 'a']);
  });
});

describe('withoutRecord', () => {
  it("leaves out only the organization's record with the id, in a new array", () => {
    const records = [
      { id: 'a', organizationId: 'org_1' },
      { id: 'a', organizationId: 'org_2' },
      { id: 'b', organizationId: 'org_1' },
    ];
    expect(withoutRecord(records, 'org_1', 'a')).toEqual([records[1], records[2]]);
    expect(withoutRecord(records, 'org_1', 'c')).toEqual(records);
    expect(records).toHaveLength(3);
  });
});

describe('the role checks', () => {
  it('requireMemberOf gives a member their role and refuses anyone else', () => {
    const state = demoState();
    expect(requireMemberOf(state, 'org_acme', userOf(state, acmeCallers.edit))).toBe('edit');
    expect(
      messageOf(() => requireMemberOf(state, 'org_acme', userOf(state, acmeCallers.outsider))),
    ).toBe("You are not a member of the organization 'org_acme'.");
  });

  it('refuseRole names who may and the role of the caller (a guest by name)', () => {
    expect(messageOf(() => refuseRole('admins', 'do it', 'org_acme', null))).toBe(
      "Only admins can do it; your role in 'org_acme' is guest.",
    );
    expect(statusOf(() => refuseRole('admins', 'do it', 'org_acme', 'read'))).toBe(403);
  });
});
