import type { ReactNode } from 'react';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { SwitchField } from '@/components/ui/switch-field';
import { tableStyles } from '@/components/ui/table-styles';
import { setShortcutsEnabled, useShortcutsEnabled } from '@/lib/shortcuts';
import { useEveryOrgArea } from './every-org-area';
import styles from './shortcut-dialog.module.css';

/** Each shortcut: the keys pressed one after the other, and what they do. */
const fixedShortcuts: readonly { keys: readonly string[]; does: ReactNode }[] = [
  { keys: ['Ctrl K'], does: 'Open the command palette (⌘K on a Mac)' },
  { keys: ['/'], does: 'Focus the search field of the page' },
  { keys: ['?'], does: 'Show this list' },
];

/**
 * Every keyboard shortcut, and the switch that turns the single-key ones off (for people whose
 * speech input or screen reader types letters as commands). Loaded when first asked for.
 */
export function ShortcutDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const enabled = useShortcutsEnabled();
  const shortcuts = [
    ...fixedShortcuts,
    ...useEveryOrgArea().flatMap((area) =>
      area.shortcut ? [{ keys: ['g', area.shortcut], does: `Go to ${area.label}` }] : [],
    ),
  ];
  return (
    <DialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Keyboard shortcuts"
      description="None of them fires while you type in a field."
    >
      <SwitchField
        label="Single-key shortcuts"
        description="g, / and ?. Ctrl K stays on: it needs a modifier key."
        checked={enabled}
        onCheckedChange={setShortcutsEnabled}
      />
      <table className={`${tableStyles.table} ${styles.table}`}>
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">Does</th>
          </tr>
        </thead>
        <tbody>
          {shortcuts.map((shortcut) => (
            <tr key={shortcut.keys.join(' ')}>
              <td>
                {shortcut.keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 ? ' then ' : null}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </td>
              <td>{shortcut.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <DialogActions closeLabel="Close" />
    </DialogFrame>
  );
}
