import { Plus, Trash2 } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { CellInput } from './table-cells';
import styles from './table-editor.module.css';
import { without } from './without';

/*
 * The grid of a `table` block (platform-values §2.6): column titles, and a cell of each column
 * kind (table-cells.tsx). Rows and text columns can be added; rows removed. Order is by
 * `orderIndex` as text.
 */

type Json = Record<string, unknown>;
export interface TableRecord {
  orderIndex: string;
  values: Json;
  [key: string]: unknown;
}
export interface TableDefinition {
  id: string;
  title: string;
  type: string;
  [key: string]: unknown;
}
export interface TableData {
  view: { columns: string[]; [key: string]: unknown };
  records: Record<string, TableRecord>;
  definition: Record<string, TableDefinition>;
  [key: string]: unknown;
}

export function orderedRecords(data: TableData): [string, TableRecord][] {
  return Object.entries(data.records).sort(([, a], [, b]) =>
    a.orderIndex < b.orderIndex ? -1 : a.orderIndex > b.orderIndex ? 1 : 0,
  );
}

const freeId = (prefix: string, taken: object) => {
  let n = Object.keys(taken).length + 1;
  while (`${prefix}${n}` in taken) n += 1;
  return `${prefix}${n}`;
};

export function addRow(data: TableData): TableData {
  const last = orderedRecords(data).at(-1)?.[1].orderIndex;
  const id = freeId('row', data.records);
  // Any text after the last index sorts after it.
  const orderIndex = last === undefined ? 'a0' : `${last}V`;
  return { ...data, records: { ...data.records, [id]: { orderIndex, values: {} } } };
}

export function addTextColumn(data: TableData): TableData {
  const id = freeId('col', data.definition);
  const title = `Column ${data.view.columns.length + 1}`;
  return {
    ...data,
    view: { ...data.view, columns: [...data.view.columns, id] },
    definition: { ...data.definition, [id]: { id, title, type: 'text', textAlignment: 'left' } },
  };
}

/** The buttons under the table, each adding one row or column at the end. */
const growActions = [
  { label: 'Add row', grow: addRow },
  { label: 'Add column', grow: addTextColumn },
];

export function setCell(data: TableData, recordId: string, column: string, value: unknown) {
  const record = data.records[recordId];
  if (!record) return data;
  const values = { ...record.values, [column]: value };
  return { ...data, records: { ...data.records, [recordId]: { ...record, values } } };
}

export function TableEditor(props: { value: TableData; onChange: (value: TableData) => void }) {
  const data = props.value;
  const columns = data.view.columns.flatMap((id) => data.definition[id] ?? []);
  const rows = orderedRecords(data);
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column.id}>
                <input
                  aria-label={`Title of column ${index + 1}`}
                  className={styles.input}
                  value={column.title}
                  onChange={(event) =>
                    props.onChange({
                      ...data,
                      definition: {
                        ...data.definition,
                        [column.id]: { ...column, title: event.target.value },
                      },
                    })
                  }
                />
              </th>
            ))}
            <th>
              <span className="visually-hidden">Row actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([id, record], rowIndex) => (
            <tr key={id}>
              {columns.map((column) => (
                <td key={column.id}>
                  <CellInput
                    definition={column}
                    value={record.values[column.id]}
                    label={`${column.title || 'Column'}, row ${rowIndex + 1}`}
                    onChange={(value) => props.onChange(setCell(data, id, column.id, value))}
                  />
                </td>
              ))}
              <td>
                <button
                  type="button"
                  className={buttonClass('ghost', 'icon')}
                  aria-label={`Remove row ${rowIndex + 1}`}
                  onClick={() => {
                    props.onChange({ ...data, records: without(data.records, id) });
                  }}
                >
                  <Trash2 size={16} aria-hidden />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.actions}>
        {growActions.map((action) => (
          <button
            key={action.label}
            type="button"
            className={buttonClass('secondary', 'small')}
            onClick={() => props.onChange(action.grow(data))}
          >
            <Plus size={14} aria-hidden /> {action.label}
          </button>
        ))}
      </div>
    </div>
  );
}
