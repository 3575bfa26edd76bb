import * as Popover from '@radix-ui/react-popover';
import { useState, type FormEvent } from 'react';
import { Range, Transforms, type BaseSelection } from 'slate';
import { ReactEditor, useSlateStatic } from 'slate-react';
import { TextField } from '@/components/ui/text-field';
import { activeLink, insertLink, linkUrl, linkUrlProblem, removeLink } from './editor-commands';

/**
 * Adds or edits a link: the address is checked as it is typed once a first attempt failed, and
 * the reason shows next to the field. Keeps the editor's selection while focus is in here.
 */
export function LinkPopover(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  active: boolean;
}) {
  const editor = useSlateStatic();
  const [selection, setSelection] = useState<BaseSelection>(null);
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [tried, setTried] = useState(false);
  const [hasLink, setHasLink] = useState(false);
  const [collapsed, setCollapsed] = useState(true);

  const onOpenChange = (open: boolean) => {
    if (open) {
      // Read the editor only now: the popover is a snapshot of where the cursor was.
      const link = activeLink(editor);
      setSelection(editor.selection);
      setUrl(link ? (linkUrl(link[0]) ?? '') : '');
      setText('');
      setError(undefined);
      setTried(false);
      setHasLink(!!link);
      setCollapsed(!editor.selection || Range.isCollapsed(editor.selection));
    }
    props.onOpenChange(open);
  };

  const restore = () => {
    ReactEditor.focus(editor);
    if (selection) Transforms.select(editor, selection);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const problem = linkUrlProblem(url);
    setTried(true);
    setError(problem);
    if (problem) return;
    restore();
    insertLink(editor, url, collapsed && !hasLink ? text : undefined);
    props.onOpenChange(false);
  };

  return (
    <Popover.Root open={props.open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <button
          type="button"
          className="button button-ghost button-small toolbar-button"
          aria-pressed={props.active}
          title="Link (Ctrl+K)"
          onMouseDown={(event) => event.preventDefault()}
        >
          Link
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="popover-content link-popover"
          aria-label={hasLink ? 'Edit link' : 'Add link'}
          sideOffset={6}
          align="start"
          onCloseAutoFocus={(event) => {
            // Back to the text, not to the toolbar button.
            event.preventDefault();
            ReactEditor.focus(editor);
          }}
        >
          <form onSubmit={onSubmit} noValidate className="link-form">
            <TextField
              label="Link address"
              error={error}
              hint="https://, http:// or mailto: addresses."
              type="url"
              inputMode="url"
              autoFocus
              value={url}
              onChange={(value) => {
                setUrl(value);
                if (tried) setError(linkUrlProblem(value));
              }}
            />
            {collapsed && !hasLink ? (
              <TextField
                label="Link text"
                hint="Shown instead of the address when given."
                value={text}
                onChange={setText}
              />
            ) : null}
            <div className="button-row">
              <button type="submit" className="button button-primary button-small">
                {hasLink ? 'Update link' : 'Add link'}
              </button>
              {hasLink ? (
                <button
                  type="button"
                  className="button button-secondary button-small"
                  onClick={() => {
                    restore();
                    removeLink(editor);
                    props.onOpenChange(false);
                  }}
                >
                  Remove link
                </button>
              ) : null}
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
