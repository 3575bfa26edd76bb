/** Dates as the console writes them: "November 18, 2026"; a value that is no date as is. */
export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('en', { year: 'numeric', month: 'long', day: 'numeric' });
}

export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString('en', { dateStyle: 'long', timeStyle: 'short' });
}
