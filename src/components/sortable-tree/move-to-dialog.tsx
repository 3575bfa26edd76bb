import * as Dialog from '@radix-ui/react-dialog';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { FieldError } from '../ui/field';
import {
  descendantIds,
  findInTree,
  type TreeItem,
  type TreeMove,
  type TreePosition,
} from './tree-model';

const topLevel = '';

/**
 * The non-drag way to move an item anywhere: choose the parent (or the top level) and the item
 * goes last there. Places inside the item itself are not offered.
 */
export function MoveToDialog<T>(props: {
  items: readonly TreeItem<T>[];
  itemId: string | null;
  getLabel: (data: T) => string;
  topLevelLabel: string;
  canDrop?: (item: TreeItem<T>, parent: TreeItem<T> | null) => boolean;
  onOpenChange: (open: boolean) => void;
  onMove: (move: TreeMove) => void;
}) {
  const found = props.itemId ? findInTree(props.items, props.itemId) : undefined;
  return (
    <Dialog.Root open={Boolean(found)} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content dialog-small">
          {found ? (
            <MoveToForm
              key={found.item.id}
              {...props}
              item={found.item}
              currentParent={found.parentId}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MoveToForm<T>(props: {
  items: readonly TreeItem<T>[];
  item: TreeItem<T>;
  currentParent: string | null;
  getLabel: (data: T) => string;
  topLevelLabel: string;
  canDrop?: (item: TreeItem<T>, parent: TreeItem<T> | null) => boolean;
  onOpenChange: (open: boolean) => void;
  onMove: (move: TreeMove) => void;
}) {
  const id = useId();
  const [parent, setParent] = useState(props.currentParent ?? topLevel);
  const [error, setError] = useState<string>();
  const label = props.getLabel(props.item.data);

  const options = useMemo(() => {
    const inside = descendantIds(props.item);
    const result: Array<{ id: string; label: string; depth: number }> = [];
    const visit = (list: readonly TreeItem<T>[], depth: number) => {
      for (const candidate of list) {
        if (!candidate.canHaveChildren || candidate.id === props.item.id) continue;
        if (inside.has(candidate.id)) continue;
        if (!props.canDrop || props.canDrop(props.item, candidate)) {
          result.push({ id: candidate.id, label: props.getLabel(candidate.data), depth });
        }
        visit(candidate.children, depth + 1);
      }
    };
    visit(props.items, 0);
    return result;
  }, [props]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const target = parent === topLevel ? null : parent;
    const siblings =
      target === null ? props.items : (findInTree(props.items, target)?.item.children ?? []);
    const others = siblings.filter((sibling) => sibling.id !== props.item.id);
    const last = others[others.length - 1];
    if (target === props.currentParent && siblings[siblings.length - 1]?.id === props.item.id) {
      setError(`“${label}” is already last there. Choose another place.`);
      return;
    }
    const position: TreePosition = last ? { after: last.id } : null;
    props.onMove({ id: props.item.id, parent: target, position });
    props.onOpenChange(false);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Dialog.Title className="dialog-title">Move “{label}”</Dialog.Title>
      <Dialog.Description className="dialog-description">
        It goes last in the place you choose, with everything inside it.
      </Dialog.Description>
      <div className={error ? 'field field-invalid' : 'field'}>
        <label htmlFor={`${id}-parent`} className="field-label">
          New place
        </label>
        <select
          id={`${id}-parent`}
          className="input"
          value={parent}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setParent(event.target.value);
            setError(undefined);
          }}
        >
          <option value={topLevel}>{props.topLevelLabel}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {'\u2003'.repeat(option.depth + 1)}
              {option.label}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <div className="dialog-actions">
        <Dialog.Close className="button button-secondary" type="button">
          Cancel
        </Dialog.Close>
        <button type="submit" className="button button-primary">
          Move
        </button>
      </div>
    </form>
  );
}
