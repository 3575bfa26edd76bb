/**
 * How the console's own server (`npm run serve`, src/serve) tells the app that the API is on
 * the console's origin: a `<meta name="folio-api" content="same-origin">` it writes into the
 * `index.html` it serves. A tag in the page costs the first paint nothing, unlike a request.
 */
export const servedApiMeta = { name: 'folio-api', sameOrigin: 'same-origin' } as const;
