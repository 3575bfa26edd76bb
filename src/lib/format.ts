/**
 * How the console writes dates and numbers, in one place and one locale rule: the console's
 * words are English, so its dates and numbers are too ("November 18, 2026", "10,000"),
 * whatever the browser's language, and the same in tests, the demo and remote mode.
 */
const locale = 'en';

const formats = {
  date: new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }),
  dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  time: new Intl.DateTimeFormat(locale, { timeStyle: 'short' }),
  number: new Intl.NumberFormat(locale),
};

function parsed(value: string | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "November 18, 2026"; a value that is no date is shown as it is. */
export function formatDate(value: string | Date): string {
  const date = parsed(value);
  return date ? formats.date.format(date) : String(value);
}

/** "Nov 18, 2026, 3:04 PM"; a value that is no date is shown as it is. */
export function formatDateTime(value: string | Date): string {
  const date = parsed(value);
  return date ? formats.dateTime.format(date) : String(value);
}

/** "3:04 PM"; a value that is no date is shown as it is. */
export function formatTime(value: string | Date): string {
  const date = parsed(value);
  return date ? formats.time.format(date) : String(value);
}

/** "10,000". */
export function formatNumber(value: number): string {
  return formats.number.format(value);
}

/** "1 space", "10,000 spaces". */
export function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
];
const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });

/** "2 hours ago", "in 3 days", "now": how far `value` is from `now` (the backend's clock). */
export function formatRelative(value: string | Date, now: Date = new Date()): string {
  const date = parsed(value);
  if (!date) return String(value);
  const delta = date.getTime() - now.getTime();
  for (const [unit, size] of relativeUnits)
    if (Math.abs(delta) >= size) return relative.format(Math.round(delta / size), unit);
  return 'now';
}

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/** A length of time in few words: "12 s", "3 min", "1 h 5 min", "2 d". */
export function formatDuration(ms: number): string {
  const value = Math.max(0, ms);
  if (value < minute) return `${Math.ceil(value / second)} s`;
  if (value < hour) return `${Math.round(value / minute)} min`;
  if (value < day) {
    const minutes = Math.round(value / minute);
    const hours = Math.floor(minutes / 60);
    return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  }
  return `${Math.round(value / day)} d`;
}

/** A duration the platform gives in whole seconds (a translation's run statistics). */
export function formatSeconds(seconds: number): string {
  return formatDuration(seconds * second);
}

/**
 * How long ago in few words, rounded, on the backend's clock `now`: "just now", "5 min ago",
 * "2 h ago" (for 1 h 59 min too), then the date after a month.
 */
export function formatAgo(value: string | Date, now: number): string {
  const date = parsed(value);
  if (!date) return String(value);
  const elapsed = now - date.getTime();
  if (elapsed < minute) return 'just now';
  const minutes = Math.round(elapsed / minute);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(elapsed / hour);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(elapsed / day);
  if (days < 30) return `${days} d ago`;
  return `on ${formatDate(date)}`;
}
