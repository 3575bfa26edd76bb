import { Link, type RegisteredRouter, type ValidateLinkOptions } from '@tanstack/react-router';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import { tableStyles } from './table-styles';

/** A column's heading; `numeric` right-aligns it over a column of counts (`tableStyles.number`). */
export type Heading = ReactNode | { label: ReactNode; numeric: true };

const isNumeric = (heading: Heading): heading is { label: ReactNode; numeric: true } =>
  typeof heading === 'object' && heading !== null && 'numeric' in heading;

/** The words of a heading, which label its cells on a phone; none for a control or an icon. */
function labelOf(heading: Heading): string | undefined {
  const label = isNumeric(heading) ? heading.label : heading;
  return typeof label === 'string' || typeof label === 'number' ? String(label) : undefined;
}

/** `text` as a CSS string, for `content`. */
const cssString = (text: string) => `"${text.replace(/["\\]/g, '\\$&').replace(/\s+/g, ' ')}"`;

/**
 * The column labels as custom properties of the table (`--column-1`: the first heading's words,
 * and so on), which the cells show before their value when rows are cards (table.module.css).
 * In the table's style, not written into each cell: the screens keep writing plain cells.
 */
function columnLabels(headings: readonly Heading[]): CSSProperties {
  return Object.fromEntries(
    headings.flatMap((heading, index) => {
      const label = labelOf(heading);
      return label === undefined ? [] : [[`--column-${index + 1}`, cssString(label)]];
    }),
  );
}

/** A record a row stands for: by its id, or by its name where it has none (integrations). */
export type Keyed = { id: string } | { name: string };

/** What a `DataTable` takes; `middle` and `scroll` are explained there. */
export interface DataTableProps<T> {
  caption?: ReactNode;
  headings: readonly Heading[];
  items: readonly T[];
  children: (item: T) => ReactNode;
  /** More on a record's row, such as a click handler or a class. */
  rowProps?: (item: T) => HTMLAttributes<HTMLTableRowElement>;
  className?: string;
  middle?: boolean;
  scroll?: boolean;
}

/**
 * A table of records, as the list screens show them: a caption read by screen readers only,
 * one heading per column, then one row per record, whose cells `children` gives (the first
 * usually a `RowLink`). `middle` centres the cells (rows with icons or controls); `scroll`
 * lets it scroll sideways on narrow screens instead of squeezing the columns.
 *
 * On a phone (640 px and below) each row is a card of its cells, one under the other, each
 * after its column's words (headings that are not words, such as a "select all" box, label
 * nothing; a heading with a control stays on screen above the cards). It is the same markup
 * restyled, so every table of records gets it and a cell's controls stay where they were.
 */
export function DataTable<T extends Keyed>(props: DataTableProps<T>) {
  const table = (
    <table
      className={cx(
        tableStyles.table,
        tableStyles.cards,
        props.middle && tableStyles.middle,
        props.className,
      )}
      style={columnLabels(props.headings)}
    >
      {props.caption === undefined ? null : (
        <caption className="visually-hidden">{props.caption}</caption>
      )}
      <thead>
        <tr>
          {props.headings.map((heading, index) => (
            // Headings are fixed per screen: their place is their identity.
            <th
              key={index}
              scope="col"
              className={isNumeric(heading) ? tableStyles.number : undefined}
            >
              {isNumeric(heading) ? heading.label : heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.items.map((item) => (
          <tr key={'id' in item ? item.id : item.name} {...props.rowProps?.(item)}>
            {props.children(item)}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return props.scroll ? <div className={tableStyles.scroll}>{table}</div> : table;
}

/** The cell that names a row: a header cell with a link to the record's page. */
export function RowLink<TRouter extends RegisteredRouter, TOptions>(
  props: ValidateLinkOptions<TRouter, TOptions> & { label: ReactNode },
): ReactNode;
export function RowLink(props: ValidateLinkOptions & { label: ReactNode }) {
  const { label, ...link } = props;
  return (
    <th scope="row">
      <Link {...link}>{label}</Link>
    </th>
  );
}
