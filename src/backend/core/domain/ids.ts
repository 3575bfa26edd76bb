/**
 * Ids for records created at run time. Random (the seeds use fixed ids), short, and with the
 * resource's prefix so a person reading a URL knows what it names.
 */
export function newId(prefix: string): string {
  return `${prefix}_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
}
