import {
  defaultCustomization,
  disabledAnnouncement,
  seedAssetPath,
} from '../domain/site-customization.ts';
import type { SiteCustomizationValue } from './state.ts';

/**
 * How the seeded sites look to visitors. Acme Developer Docs uses nearly every field (logo,
 * menus, a link shown only to beta visitors, footer groups, an announcement with a link, page
 * actions...), and its API site space has a look of its own; the Help Center differs in theme,
 * font, corners and dark default so the preview shows that the values are used, not fixed.
 */

const url = (address: string) => ({ kind: 'url' as const, url: address });

/**
 * The seed's images ship with the console (`public/seed-assets`), so a preview loads them
 * instead of failing on an address that does not exist. They are stored by path and answered
 * as absolute URLs on the origin the request came to (`withAssetOrigin`).
 */
const asset = (name: string) => `${seedAssetPath}${name}`;
const logo = { light: asset('acme-logo-light.svg'), dark: asset('acme-logo-dark.svg') };

export function docsCustomization(): SiteCustomizationValue {
  const customization = defaultCustomization('Acme Developer Docs');
  customization.styling = {
    ...customization.styling,
    theme: 'bold',
    primaryColor: { light: '#0b6e4f', dark: '#4fd1a5' },
    tint: { color: { light: '#e6f4ef', dark: '#0f2a22' } },
    background: 'match',
    sidebar: { background: 'filled', list: 'pill' },
    search: 'prominent',
  };
  customization.favicon = {
    icon: { light: asset('acme-favicon-light.svg'), dark: asset('acme-favicon-dark.svg') },
  };
  customization.header = {
    preset: 'bold',
    logo,
    links: [
      {
        title: 'Products',
        style: 'link',
        to: null,
        links: [
          { title: 'Acme Cloud', to: url('https://acme.test/cloud') },
          { title: 'Acme Edge', to: url('https://acme.test/edge') },
        ],
      },
      { title: 'Status', style: 'link', to: url('https://status.acme.test'), links: [] },
      {
        title: 'Beta program',
        style: 'button-secondary',
        to: url('https://acme.test/beta'),
        links: [],
        condition: 'visitor.claims.isBeta === true',
      },
      {
        title: 'Support',
        style: 'button-primary',
        to: url('https://acme.test/support'),
        links: [],
      },
    ],
  };
  customization.footer = {
    logo,
    groups: [
      {
        title: 'Company',
        links: [
          { title: 'About', to: url('https://acme.test/about') },
          { title: 'Careers', to: url('https://acme.test/careers') },
        ],
      },
      {
        title: 'Community',
        links: [{ title: 'Forum', to: url('https://forum.acme.test') }],
      },
    ],
    copyright: '© 2026 Acme Inc.',
  };
  customization.announcement = {
    enabled: true,
    message: 'API v2 is now generally available.',
    link: { title: 'Read the migration guide', to: url('https://acme.test/blog/api-v2') },
    style: 'info',
  };
  customization.feedback = { enabled: true };
  customization.ai = { mode: 'assistant' };
  customization.git = { showEditLink: true };
  customization.pageActions = { externalAI: true, markdown: true, mcp: true };
  customization.externalLinks = { target: 'blank' };
  customization.privacyPolicy = { url: 'https://acme.test/privacy' };
  customization.socialPreview = { url: asset('acme-social-card.svg') };
  customization.advancedCustomization = { enabled: true };
  return customization;
}

/** The API reference keeps the site's header and footer but has its own title and colours. */
export function docsApiCustomization(): SiteCustomizationValue {
  const customization = docsCustomization();
  customization.title = 'Acme API Reference';
  customization.styling = {
    ...customization.styling,
    primaryColor: { light: '#6d28d9', dark: '#c4b5fd' },
    monospaceFont: 'FiraCode',
    corners: 'straight',
  };
  delete customization.styling.tint;
  customization.announcement = disabledAnnouncement();
  return customization;
}

export function helpCustomization(): SiteCustomizationValue {
  const customization = defaultCustomization('Acme Help Center');
  customization.styling = {
    ...customization.styling,
    theme: 'muted',
    font: 'OpenSans',
    corners: 'circular',
    depth: 'flat',
    primaryColor: { light: '#b45309', dark: '#fbbf24' },
    sidebar: { background: 'default', list: 'line' },
  };
  customization.themes = { default: 'dark', toggeable: false };
  customization.announcement = {
    enabled: true,
    message: 'Support is closed on public holidays.',
    style: 'warning',
  };
  customization.header = {
    preset: 'contrast',
    links: [
      { title: 'Contact us', style: 'button-primary', to: url('mailto:help@acme.test'), links: [] },
    ],
  };
  customization.footer = { groups: [], copyright: '© 2026 Acme Inc.' };
  customization.pdf = { enabled: false };
  customization.pagination = { enabled: false };
  customization.trademark = { enabled: false };
  customization.ai = { mode: 'assistant' };
  customization.insights = { trackingCookie: false };
  return customization;
}
