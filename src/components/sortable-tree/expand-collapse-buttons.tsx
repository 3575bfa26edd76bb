import { Button, buttonRowClass } from '@/components/ui/button';

/** Expand all and Collapse all, for the toolbar above a tree. */
export function ExpandCollapseButtons(props: {
  onExpandAll: () => void;
  onCollapseAll: () => void;
}) {
  return (
    <div className={buttonRowClass}>
      <Button variant="ghost" size="small" onClick={props.onExpandAll}>
        Expand all
      </Button>
      <Button variant="ghost" size="small" onClick={props.onCollapseAll}>
        Collapse all
      </Button>
    </div>
  );
}
