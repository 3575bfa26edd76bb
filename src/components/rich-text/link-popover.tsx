import * as Popover from '@radix-ui/react-popover';
import { Link as LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { Range, Transforms, type BaseSelection } from 'slate';
import { ReactEditor, useSlateStatic } from 'slate-react';
import { useContractForm } from '@/components/form/use-contract-form';
import { Button, buttonRowClass } from '@/components/ui/button';
import { overlayStyles } from '@/components/ui/overlay-styles';
import { activeLink, insertLink, linkUrl, linkUrlProblem, removeLink } from './link-commands';
import styles from './link-popover.module.css';

/** Where the cursor was when the popover opened: the form edits that snapshot. */
interface LinkTarget {
  selection: BaseSelection;
  url: string;
  hasLink: boolean;
  collapsed: boolean;
}

/**
 * Adds or edits a link: the address is checked as it is typed, and the reason shows next to
 * the field once it was left or sent. Keeps the editor's selection while focus is in here.
 */
export function LinkPopover(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  active: boolean;
  buttonClassName: string;
}) {
  const editor = useSlateStatic();
  const [target, setTarget] = useState<LinkTarget>({
    selection: null,
    url: '',
    hasLink: false,
    collapsed: true,
  });

  const onOpenChange = (open: boolean) => {
    if (open) {
      // Read the editor only now: the popover is a snapshot of where the cursor was.
      const link = activeLink(editor);
      setTarget({
        selection: editor.selection,
        url: link ? (linkUrl(link[0]) ?? '') : '',
        hasLink: !!link,
        collapsed: !editor.selection || Range.isCollapsed(editor.selection),
      });
    }
    props.onOpenChange(open);
  };

  return (
    <Popover.Root open={props.open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <button
          type="button"
          className={props.buttonClassName}
          aria-label="Link"
          aria-pressed={props.active}
          title="Link (Ctrl+K)"
          onMouseDown={(event) => event.preventDefault()}
        >
          <LinkIcon size={16} aria-hidden />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={overlayStyles.floating}
          aria-label={target.hasLink ? 'Edit link' : 'Add link'}
          sideOffset={6}
          align="start"
          onCloseAutoFocus={(event) => {
            // Back to the text, not to the toolbar button.
            event.preventDefault();
            ReactEditor.focus(editor);
          }}
        >
          <LinkForm target={target} onDone={() => props.onOpenChange(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function LinkForm(props: { target: LinkTarget; onDone: () => void }) {
  const editor = useSlateStatic();
  const { target } = props;
  const asksText = target.collapsed && !target.hasLink;

  const restore = () => {
    ReactEditor.focus(editor);
    if (target.selection) Transforms.select(editor, target.selection);
  };

  const { form, formProps } = useContractForm({
    defaultValues: { url: target.url, text: '' },
    save: (values) => Promise.resolve(values),
    onSaved: ({ url, text }) => {
      restore();
      insertLink(editor, url, asksText ? text : undefined);
      props.onDone();
    },
  });

  return (
    <form {...formProps} className={styles.form}>
      <form.AppField name="url" validators={{ onChange: ({ value }) => linkUrlProblem(value) }}>
        {(field) => (
          <field.TextField
            label="Link address"
            hint="https://, http:// or mailto: addresses."
            type="url"
            inputMode="url"
            autoFocus
          />
        )}
      </form.AppField>
      {asksText ? (
        <form.AppField name="text">
          {(field) => (
            <field.TextField label="Link text" hint="Shown instead of the address when given." />
          )}
        </form.AppField>
      ) : null}
      <div className={buttonRowClass}>
        <Button type="submit" variant="primary" size="small">
          {target.hasLink ? 'Update link' : 'Add link'}
        </Button>
        {target.hasLink ? (
          <Button
            size="small"
            onClick={() => {
              restore();
              removeLink(editor);
              props.onDone();
            }}
          >
            Remove link
          </Button>
        ) : null}
      </div>
    </form>
  );
}
