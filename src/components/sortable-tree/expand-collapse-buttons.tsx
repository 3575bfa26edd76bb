/** Expand all and Collapse all, for the toolbar above a tree. */
export function ExpandCollapseButtons(props: {
  onExpandAll: () => void;
  onCollapseAll: () => void;
}) {
  return (
    <div className="button-row">
      <button
        type="button"
        className="button button-ghost button-small"
        onClick={props.onExpandAll}
      >
        Expand all
      </button>
      <button
        type="button"
        className="button button-ghost button-small"
        onClick={props.onCollapseAll}
      >
        Collapse all
      </button>
    </div>
  );
}
