import { useMemo } from 'react';
import { useContractForm } from '@/components/form/use-contract-form';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { indentedLabel } from '@/components/ui/select-field';
import { descendantIds, findInTree, moveToEnd, type TreeItem, type TreeMove } from './tree-model';

const topLevel = '';

interface MoveToProps<T> {
  items: readonly TreeItem<T>[];
  getLabel: (data: T) => string;
  topLevelLabel: string;
  canDrop?: ((item: TreeItem<T>, parent: TreeItem<T> | null) => boolean) | undefined;
  onOpenChange: (open: boolean) => void;
  onMove: (move: TreeMove) => void;
}

/**
 * The non-drag way to move an item anywhere: choose the parent (or the top level) and the item
 * goes last there. Places inside the item itself, and places `canDrop` refuses, are not offered.
 */
export function MoveToDialog<T>(props: MoveToProps<T> & { itemId: string | null }) {
  const found = props.itemId ? findInTree(props.items, props.itemId) : undefined;
  return (
    <DialogFrame
      open={Boolean(found)}
      onOpenChange={props.onOpenChange}
      size="small"
      title={found ? `Move “${props.getLabel(found.item.data)}”` : ''}
      description="It goes last in the place you choose, with everything inside it."
    >
      {found ? <MoveToForm key={found.item.id} {...props} item={found.item} /> : null}
    </DialogFrame>
  );
}

/** The containers the item may go into, in tree order with their depth. */
function usePlaces<T>(props: MoveToProps<T> & { item: TreeItem<T> }) {
  const { items, item, getLabel, canDrop } = props;
  return useMemo(() => {
    const inside = descendantIds(item);
    const result: Array<{ value: string; label: string }> = [];
    const visit = (list: readonly TreeItem<T>[], depth: number) => {
      for (const candidate of list) {
        if (!candidate.canHaveChildren || candidate.id === item.id) continue;
        if (inside.has(candidate.id)) continue;
        if (!canDrop || canDrop(item, candidate)) {
          result.push({
            value: candidate.id,
            label: indentedLabel(getLabel(candidate.data), depth),
          });
        }
        visit(candidate.children, depth + 1);
      }
    };
    visit(items, 0);
    return result;
  }, [items, item, getLabel, canDrop]);
}

function MoveToForm<T>(props: MoveToProps<T> & { item: TreeItem<T> }) {
  const { items, item, canDrop } = props;
  const places = usePlaces(props);
  const label = props.getLabel(item.data);
  const currentParent = findInTree(items, item.id)?.parentId ?? null;
  // The top level only where the item may go (a site space in a section may not), so no
  // choice ends in a move the caller cannot make.
  const topLevelAllowed = currentParent === null || !canDrop || canDrop(item, null);
  const moveOf = (parent: string) => moveToEnd(items, item.id, parent === topLevel ? null : parent);
  const { form, formProps } = useContractForm({
    defaultValues: { parent: currentParent ?? topLevel },
    save: async ({ parent }) => {
      const move = moveOf(parent);
      if (move) props.onMove(move);
    },
    onSaved: () => props.onOpenChange(false),
  });

  return (
    <form {...formProps}>
      <form.AppField
        name="parent"
        validators={{
          onSubmit: ({ value }) =>
            moveOf(value) ? undefined : `“${label}” is already last there. Choose another place.`,
        }}
      >
        {(field) => (
          <field.SelectField
            label="New place"
            options={
              topLevelAllowed
                ? [{ value: topLevel, label: props.topLevelLabel }, ...places]
                : places
            }
          />
        )}
      </form.AppField>
      <DialogActions>
        <form.AppForm>
          <form.SubmitButton>Move</form.SubmitButton>
        </form.AppForm>
      </DialogActions>
    </form>
  );
}
