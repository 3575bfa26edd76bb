// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DetailsCard, DetailsRow } from './details';

afterEach(cleanup);

describe('DetailsCard', () => {
  it('is a region named by its title that holds one list of terms and values', () => {
    render(
      <DetailsCard title="Addresses" label="The addresses">
        <DetailsRow term="Hostname">docs.example.com</DetailsRow>
        <DetailsRow term="Logo">Not set</DetailsRow>
      </DetailsCard>,
    );
    const region = screen.getByRole('region', { name: 'Addresses' });
    const list = region.querySelector('dl');
    expect(list?.getAttribute('aria-label')).toBe('The addresses');
    expect([...region.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Hostname',
      'Logo',
    ]);
    expect(region.querySelector('dd')?.textContent).toBe('docs.example.com');
  });

  it('leaves the list unnamed without a label', () => {
    render(
      <DetailsCard title="General">
        <DetailsRow term="Plan">Free</DetailsRow>
      </DetailsCard>,
    );
    const list = screen.getByRole('region', { name: 'General' }).querySelector('dl');
    expect(list?.hasAttribute('aria-label')).toBe(false);
  });
});
