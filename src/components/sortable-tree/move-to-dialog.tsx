import { useMemo, useState, type FormEvent } from 'react';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { indentedLabel, SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
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
    <DialogFrame
      open={Boolean(found)}
      onOpenChange={props.onOpenChange}
      size="small"
      title={found ? `Move “${props.getLabel(found.item.data)}”` : ''}
      description="It goes last in the place you choose, with everything inside it."
    >
      {found ? (
        <MoveToForm
          key={found.item.id}
          {...props}
          item={found.item}
          currentParent={found.parentId}
        />
      ) : null}
    </DialogFrame>
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
      <SelectField
        label="New place"
        value={parent}
        error={error}
        options={[
          { value: topLevel, label: props.topLevelLabel },
          ...options.map((option) => ({
            value: option.id,
            label: indentedLabel(option.label, option.depth),
          })),
        ]}
        onChange={(value) => {
          setParent(value);
          setError(undefined);
        }}
      />
      <DialogActions>
        <SubmitButton>Move</SubmitButton>
      </DialogActions>
    </form>
  );
}
