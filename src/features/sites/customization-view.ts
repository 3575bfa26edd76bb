import type { components, SiteColor as ThemedColor } from '@/api/schema.gen';

export type SiteCustomization = components['schemas']['SiteCustomization'];
export type ThemeMode = 'light' | 'dark';

/**
 * Pure helpers that turn a site's customization object into what the preview draws and what
 * the settings summary says. Values the platform may extend (enum*) are shown as they are when
 * unknown, never dropped.
 */

const fontStacks: Record<string, string> = {
  Inter: 'Inter, system-ui, sans-serif',
  Roboto: 'Roboto, system-ui, sans-serif',
  RobotoSlab: '"Roboto Slab", Georgia, serif',
  OpenSans: '"Open Sans", system-ui, sans-serif',
  SourceSansPro: '"Source Sans Pro", system-ui, sans-serif',
  Lato: 'Lato, system-ui, sans-serif',
  Ubuntu: 'Ubuntu, system-ui, sans-serif',
  Raleway: 'Raleway, system-ui, sans-serif',
  Merriweather: 'Merriweather, Georgia, serif',
  Overpass: 'Overpass, system-ui, sans-serif',
  NotoSans: '"Noto Sans", system-ui, sans-serif',
  IBMPlexSerif: '"IBM Plex Serif", Georgia, serif',
  Poppins: 'Poppins, system-ui, sans-serif',
  FiraSans: '"Fira Sans", system-ui, sans-serif',
  ABCFavorit: '"ABC Favorit", system-ui, sans-serif',
  IBMPlexMono: '"IBM Plex Mono", ui-monospace, monospace',
  FiraCode: '"Fira Code", ui-monospace, monospace',
  JetBrainsMono: '"JetBrains Mono", ui-monospace, monospace',
  SourceCodePro: '"Source Code Pro", ui-monospace, monospace',
  RobotoMono: '"Roboto Mono", ui-monospace, monospace',
};

/** A CSS font stack for a font name; an unknown name is tried first, then the system font. */
export function fontStack(name: string, monospace = false): string {
  return (
    fontStacks[name] ??
    `"${name}", ${monospace ? 'ui-monospace, monospace' : 'system-ui, sans-serif'}`
  );
}

/** "IBMPlexSerif" → "IBM Plex Serif", "OpenSans" → "Open Sans". */
export function fontLabel(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^IBMP/, 'IBM P');
}

export function cornerRadius(corners: string): string {
  if (corners === 'straight') return '0';
  if (corners === 'circular') return '999px';
  return '6px';
}

export function themed(color: ThemedColor, mode: ThemeMode): string {
  return mode === 'dark' ? color.dark : color.light;
}

function channels(hex: string): [number, number, number] | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of a `#rgb`/`#rrggbb` colour; undefined for anything else. */
export function luminance(hex: string): number | undefined {
  const rgb = channels(hex);
  if (!rgb) return undefined;
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number | undefined {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === undefined || lb === undefined) return undefined;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const previewPalette = {
  light: { background: '#ffffff', text: '#1f2328', muted: '#57606a', border: '#d0d7de' },
  dark: { background: '#16181d', text: '#e6edf3', muted: '#9da7b3', border: '#30363d' },
} as const;

/** Black or white text, whichever reads better on the background. */
export function readableTextOn(background: string): string {
  const onWhite = contrastRatio(background, '#ffffff') ?? 21;
  const onBlack = contrastRatio(background, '#111111') ?? 0;
  return onWhite >= onBlack ? '#ffffff' : '#111111';
}

function mix(hex: string, toward: number, amount: number): string {
  const rgb = channels(hex);
  if (!rgb) return hex;
  return `#${rgb
    .map((value) =>
      Math.round(value + (toward - value) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * A background in the site's colour with text that reads on it (4.5:1, WCAG AA). A mid-tone
 * colour that neither white nor black text reads on (grey #787878) is darkened, or lightened,
 * just enough: the visitor's page may get away with it, the console's preview may not.
 */
export function readablePair(background: string): { background: string; text: string } {
  const text = readableTextOn(background);
  const toward = text === '#ffffff' ? 0 : 255;
  for (let step = 0; step <= 10; step += 1) {
    const candidate = mix(background, toward, step / 10);
    if ((contrastRatio(candidate, text) ?? 21) >= 4.5) return { background: candidate, text };
  }
  return { background: mix(background, toward, 1), text };
}

/**
 * The site's colour for text on the page background when it is readable there (4.5:1, WCAG
 * AA); the theme's text colour otherwise, so a pale brand colour never makes unreadable links.
 */
export function accentText(color: string, mode: ThemeMode): string {
  const palette = previewPalette[mode];
  return (contrastRatio(color, palette.background) ?? 0) >= 4.5 ? color : palette.text;
}

export interface HeaderLook {
  background: string;
  text: string;
}

/** What each header preset paints: the brand colour, a dark bar, the page, or the tint. */
export function headerLook(customization: SiteCustomization, mode: ThemeMode): HeaderLook {
  const palette = previewPalette[mode];
  const primary = themed(customization.styling.primaryColor, mode);
  switch (customization.header.preset) {
    case 'bold':
      return readablePair(primary);
    case 'contrast':
      return mode === 'dark'
        ? { background: '#e6edf3', text: '#111111' }
        : { background: '#1f2328', text: '#ffffff' };
    case 'custom': {
      const tint = customization.styling.tint
        ? themed(customization.styling.tint.color, mode)
        : palette.background;
      return readablePair(tint);
    }
    default:
      return { background: palette.background, text: palette.text };
  }
}

const announcementColor: Record<string, keyof SiteCustomization['styling']> = {
  info: 'infoColor',
  success: 'successColor',
  warning: 'warningColor',
  danger: 'dangerColor',
};

/** The announcement bar's background: the semantic colour its style names (info when unknown). */
export function announcementBackground(customization: SiteCustomization, mode: ThemeMode): string {
  const key = announcementColor[customization.announcement.style] ?? 'infoColor';
  const color = customization.styling[key] as ThemedColor;
  return themed(color, mode);
}

const aiModes: Record<string, string> = {
  none: 'Off',
  search: 'AI search answers',
  assistant: 'AI assistant',
};

const on = (value: boolean) => (value ? 'On' : 'Off');

/** Every visitor-facing setting of a customization, in words, in a stable order. */
export function customizationSummary(
  customization: SiteCustomization,
): { term: string; detail: string }[] {
  const { styling } = customization;
  const actions = [
    customization.pageActions.markdown ? 'copy as Markdown' : undefined,
    customization.pageActions.externalAI ? 'open in an AI chat' : undefined,
    customization.pageActions.mcp ? 'connect with MCP' : undefined,
  ].filter((item): item is string => item !== undefined);
  return [
    { term: 'Title', detail: customization.title },
    {
      term: 'Theme',
      detail: `${styling.theme}, ${styling.depth} depth, ${styling.corners} corners`,
    },
    {
      term: 'Fonts',
      detail: `${fontLabel(styling.font)}; code in ${fontLabel(styling.monospaceFont)}`,
    },
    {
      term: 'Colour modes',
      detail: `Opens in ${customization.themes.default}; ${
        customization.themes.toggeable ? 'visitors can switch' : 'visitors cannot switch'
      }`,
    },
    { term: 'Links and icons', detail: `${styling.links} links, ${styling.icons} icons` },
    {
      term: 'Navigation',
      detail: `${styling.sidebar.background} sidebar, ${styling.sidebar.list} list, ${styling.search} search`,
    },
    {
      term: 'Header',
      detail: `${customization.header.preset} preset, ${customization.header.links.length} links`,
    },
    {
      term: 'Favicon',
      detail: customization.favicon.icon ? customization.favicon.icon.light : 'Default',
    },
    { term: 'Language', detail: customization.internationalization.locale },
    { term: 'AI', detail: aiModes[customization.ai.mode] ?? customization.ai.mode },
    { term: 'Page actions', detail: actions.length > 0 ? actions.join(', ') : 'None' },
    { term: 'PDF export', detail: on(customization.pdf.enabled) },
    { term: 'Page feedback', detail: on(customization.feedback.enabled) },
    { term: 'Previous and next links', detail: on(customization.pagination.enabled) },
    { term: 'Edit link to Git', detail: on(customization.git.showEditLink) },
    {
      term: 'External links',
      detail:
        customization.externalLinks.target === 'blank'
          ? 'Open in a new tab'
          : 'Open in the same tab',
    },
    { term: 'Platform trademark', detail: customization.trademark.enabled ? 'Shown' : 'Hidden' },
    { term: 'Privacy policy', detail: customization.privacyPolicy.url ?? 'None' },
    { term: 'Social preview image', detail: customization.socialPreview.url ?? 'Default' },
    { term: 'Tracking cookie', detail: on(customization.insights.trackingCookie) },
    { term: 'Advanced customization', detail: on(customization.advancedCustomization.enabled) },
  ];
}
