// @vitest-environment happy-dom
import { fireEvent, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupSitePage, renderSitePage } from './render-site-page';

afterEach(cleanupSitePage);

async function openSchema(site: 'docs' | 'globex' | 'partners' = 'docs') {
  const page = await renderSitePage({ site, part: 'audience' });
  return { ...page, section: page.region('Visitor schema') };
}

describe('Visitor schema', () => {
  it('checks each claim and the JSON before saving, then gives the template condition', async () => {
    const { user, section, backend } = await openSchema();
    expect(within(section).getByText(/The site has no visitor schema yet/)).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Add claim' }));
    const name = within(section).getByLabelText('Claim 1 name');
    await user.clear(name);
    await user.type(name, 'isBeta');
    await user.click(within(section).getByRole('button', { name: 'Save visitor schema' }));

    expect(await within(section).findByText('Say what the claim means.')).toBeVisible();
    // The JSON view says the same in the API's words.
    expect(within(section).getByText(/description is required/)).toBeVisible();
    expect(backend.store.state.sites.find((s) => s.id === 'site_docs')?.adaptiveSchema).toBe(
      undefined,
    );

    await user.click(within(section).getByLabelText('Claim 1 description'));
    await user.paste('In the beta.');
    await waitFor(() =>
      expect(within(section).getByLabelText('Schema as JSON')).toHaveAttribute(
        'aria-invalid',
        'false',
      ),
    );
    expect(
      (within(section).getByLabelText('Schema as JSON') as HTMLTextAreaElement).value,
    ).toContain('"description": "In the beta."');
    await user.click(within(section).getByRole('button', { name: 'Save visitor schema' }));
    expect(await within(section).findByText('visitor.claims.isBeta === true')).toBeVisible();
    expect(
      within(section).getByRole('button', { name: 'Copy visitor.claims.isBeta === true' }),
    ).toBeVisible();
  });

  it('reads claims from JSON that parses, and says why JSON is refused', async () => {
    const { user, section } = await openSchema();
    const json = within(section).getByLabelText('Schema as JSON');
    const schema = {
      type: 'object',
      additionalProperties: false,
      properties: {
        isStaff: { type: 'boolean', description: 'Works at Acme.' },
        unsigned: {
          type: 'object',
          description: 'Unsigned claims of the site visitor.',
          additionalProperties: false,
          properties: { likesDark: { type: 'boolean', description: 'Dark mode.' } },
        },
      },
    };
    fireEvent.change(json, { target: { value: JSON.stringify(schema) } });
    expect(await within(section).findByLabelText('Claim 2 name')).toHaveValue('likesDark');
    expect(within(section).getByLabelText('Claim 1 name')).toHaveValue('isStaff');
    expect(within(section).getAllByRole('checkbox', { name: 'Unsigned' })[1]).toBeChecked();

    fireEvent.change(json, {
      target: { value: JSON.stringify({ ...schema, additionalProperties: true }) },
    });
    fireEvent.blur(json);
    expect(
      await within(section).findByText(/jsonSchema\/additionalProperties must be false/),
    ).toBeVisible();
    expect(json).toHaveAttribute('aria-invalid', 'true');
    // The claims keep the last schema that parsed.
    expect(within(section).getByLabelText('Claim 1 name')).toHaveValue('isStaff');
    await user.click(within(section).getByRole('button', { name: 'Remove claim 1' }));
    expect(within(section).getByLabelText('Claim 1 name')).toHaveValue('likesDark');
    expect(json).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the kind of each seeded claim, a string’s allowed values among them', async () => {
    const { section } = await openSchema('partners');
    expect(within(section).getByLabelText('Claim 3 name')).toHaveValue('partnerTier');
    expect(within(section).getByLabelText('Claim 3 kind')).toHaveValue('string');
    expect(within(section).getByLabelText('Claim 3 allowed values')).toHaveValue(
      'registered, silver, gold',
    );
    expect(within(section).getByLabelText('Claim 4 kind')).toHaveValue('number');
    expect(within(section).getByText('visitor.claims.partnerTier === "gold"')).toBeVisible();
    expect(
      within(section).getByText('visitor.claims.certifiedEngineers !== undefined'),
    ).toBeVisible();
  });

  it('adds claims of each kind and saves them in the platform’s shapes', async () => {
    const { user, section, backend } = await openSchema();
    const add = async (name: string, kind: string) => {
      await user.click(within(section).getByRole('button', { name: 'Add claim' }));
      const n = within(section).getAllByRole('checkbox', { name: 'Unsigned' }).length;
      const nameField = within(section).getByLabelText(`Claim ${n} name`);
      await user.clear(nameField);
      await user.type(nameField, name);
      await user.type(within(section).getByLabelText(`Claim ${n} description`), `${name}.`);
      await user.selectOptions(within(section).getByLabelText(`Claim ${n} kind`), kind);
      return n;
    };
    const plan = await add('plan', 'string');
    await user.type(
      within(section).getByLabelText(`Claim ${plan} allowed values`),
      'free, pro, free',
    );
    await user.tab();
    expect(
      await within(section).findByText('“free” is listed twice; list each value once.'),
    ).toBeVisible();
    const values = within(section).getByLabelText(`Claim ${plan} allowed values`);
    await user.clear(values);
    await user.type(values, 'free, pro');
    await add('seats', 'number');
    const roles = await add('roles', 'array');
    await user.selectOptions(within(section).getByLabelText(`Claim ${roles} item kind`), 'number');
    await add('account', 'object');
    expect(within(section).getByText(/0 claims in the group: edit them in the JSON/)).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Save visitor schema' }));

    expect(await within(section).findByText('visitor.claims.plan === "pro"')).toBeVisible();
    const saved = backend.store.state.sites.find((s) => s.id === 'site_docs')?.adaptiveSchema;
    expect(saved?.jsonSchema['properties']).toEqual({
      plan: { type: 'string', description: 'plan.', enum: ['free', 'pro'] },
      seats: { type: 'number', description: 'seats.' },
      roles: { type: 'array', description: 'roles.', items: { type: 'number' } },
      account: {
        type: 'object',
        description: 'account.',
        properties: {},
        additionalProperties: false,
      },
    });
  });

  it('puts the API’s refusal under the JSON and keeps the draft', async () => {
    const { user, section, backend } = await openSchema('globex');
    backend.server.use(
      http.put(`${backend.baseUrl}/v1/orgs/org_globex/sites/site_globex_docs/adaptive-schema`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'invalid_request',
              message: '/jsonSchema/properties has more claims than the plan allows.',
            },
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(within(section).getByRole('button', { name: 'Add claim' }));
    const count = within(section).getAllByRole('checkbox', { name: 'Unsigned' }).length;
    await user.type(within(section).getByLabelText(`Claim ${count} description`), 'New.');
    await user.click(within(section).getByRole('button', { name: 'Save visitor schema' }));
    expect(await within(section).findByText('Has more claims than the plan allows.')).toBeVisible();
    expect(within(section).getByLabelText('Schema as JSON')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(section).getByLabelText(`Claim ${count} description`)).toHaveValue('New.');
  });
});
