import { servedApiMeta } from '../api/served-console.ts';

/**
 * The built `index.html` as the console's server serves it: with the tag that tells the app
 * the API answers on this origin (src/api/served-console.ts), just before `</head>`.
 */
export function servedIndexHtml(html: string): string {
  const tag = `<meta name="${servedApiMeta.name}" content="${servedApiMeta.sameOrigin}" />`;
  const end = html.indexOf('</head>');
  if (end === -1) throw new Error('The built index.html has no </head>: is it the console’s?');
  return `${html.slice(0, end)}  ${tag}\n  ${html.slice(end)}`;
}
