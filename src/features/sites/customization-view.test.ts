import { describe, expect, it } from 'vitest';
import { defaultCustomization } from '../../backend/core/domain/site-customization';
import {
  accentText,
  announcementBackground,
  contrastRatio,
  cornerRadius,
  customizationSummary,
  fontLabel,
  fontStack,
  headerLook,
  readablePair,
  readableTextOn,
} from './customization-view';

describe('customization view helpers', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#777777')).toBeCloseTo(1, 5);
    expect(contrastRatio('red', '#ffffff')).toBeUndefined();
  });

  it('picks the text colour that reads on a background', () => {
    expect(readableTextOn('#0b6e4f')).toBe('#ffffff');
    expect(readableTextOn('#fbbf24')).toBe('#111111');
  });

  it('keeps a brand colour for text only where it is readable', () => {
    expect(accentText('#0b6e4f', 'light')).toBe('#0b6e4f');
    // Pale yellow on white is unreadable: the theme's text colour is used instead.
    expect(accentText('#fde68a', 'light')).toBe('#1f2328');
    expect(accentText('#fde68a', 'dark')).toBe('#fde68a');
  });

  it('paints each header preset', () => {
    const custom = defaultCustomization('Docs');
    custom.header.preset = 'bold';
    expect(headerLook(custom, 'light')).toEqual({ background: '#346ddb', text: '#ffffff' });
    custom.header.preset = 'contrast';
    expect(headerLook(custom, 'light').background).toBe('#1f2328');
    custom.header.preset = 'custom';
    custom.styling.tint = { color: { light: '#e6f4ef', dark: '#0f2a22' } };
    expect(headerLook(custom, 'dark')).toEqual({ background: '#0f2a22', text: '#ffffff' });
  });

  it('colours an announcement by its style, info when the style is unknown', () => {
    const custom = defaultCustomization('Docs');
    custom.announcement.style = 'warning';
    expect(announcementBackground(custom, 'light')).toBe(custom.styling.warningColor.light);
    custom.announcement.style = 'something-new';
    expect(announcementBackground(custom, 'dark')).toBe(custom.styling.infoColor.dark);
  });

  it('maps fonts and corners, trying unknown fonts by name', () => {
    expect(fontStack('OpenSans')).toMatch(/^"Open Sans"/);
    expect(fontStack('Comic', true)).toBe('"Comic", ui-monospace, monospace');
    expect(fontLabel('IBMPlexSerif')).toBe('IBM Plex Serif');
    expect(fontLabel('OpenSans')).toBe('Open Sans');
    expect(cornerRadius('straight')).toBe('0');
    expect(cornerRadius('circular')).toBe('999px');
    expect(cornerRadius('rounded')).toBe('6px');
  });

  it('says every setting in words', () => {
    const custom = defaultCustomization('Docs');
    custom.pageActions = { externalAI: false, markdown: true, mcp: true };
    custom.externalLinks.target = 'blank';
    custom.ai.mode = 'assistant';
    const summary = Object.fromEntries(customizationSummary(custom).map((r) => [r.term, r.detail]));
    expect(summary['Page actions']).toBe('copy as Markdown, connect with MCP');
    expect(summary['External links']).toBe('Open in a new tab');
    expect(summary['AI']).toBe('AI assistant');
    expect(summary['Fonts']).toBe('Inter; code in IBM Plex Mono');
    expect(summary['Colour modes']).toBe('Opens in light; visitors can switch');
    expect(Object.keys(summary)).toHaveLength(21);
  });
});

describe('readablePair', () => {
  it('keeps a colour that already reads, and darkens a mid grey until it does', () => {
    expect(readablePair('#0b6e4f')).toEqual({ background: '#0b6e4f', text: '#ffffff' });
    const grey = readablePair('#787878');
    expect(grey.background).not.toBe('#787878');
    expect(contrastRatio(grey.background, grey.text)).toBeGreaterThanOrEqual(4.5);
  });
});
