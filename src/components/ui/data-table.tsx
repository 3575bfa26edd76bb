import { Link, type RegisteredRouter, type ValidateLinkOptions } from '@tanstack/react-router';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import { tableStyles } from './table-styles';

/** A column's heading; `numeric` right-aligns it over a column of counts (`tableStyles.number`). */
export type Heading = ReactNode | { label: ReactNode; numeric: true };

const isNumeric = (heading: Heading): heading is { label: ReactNode; numeric: true } =>
  typeof heading === 'object' && heading !== null && 'numeric' in heading;

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
 */
export function DataTable<T extends Keyed>(props: DataTableProps<T>) {
  const table = (
    <table className={cx(tableStyles.table, props.middle && tableStyles.middle, props.className)}>
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
