/** Joins the class names that apply, skipping false and missing ones (CSS Module lookups). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
