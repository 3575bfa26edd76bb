/**
 * An address cut into the pieces a line may end between: after each slash of the path (the
 * scheme's `//` and the host stay together), and before `?`, `&` and `#`. A URL has no spaces,
 * so without these points a browser either overflows or, with `overflow-wrap: anywhere`, cuts
 * it mid-word ("sa|ml"), which reads as two different addresses.
 */
export function urlLineParts(url: string): string[] {
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*\/?/i.exec(url)?.[0] ?? '';
  const rest = url.slice(scheme.length);
  const parts = rest.split(/(?<=\/)(?!\/)|(?=[?&#])/).filter((part) => part !== '');
  if (scheme === '') return parts.length > 0 ? parts : [url];
  return [scheme, ...parts];
}
