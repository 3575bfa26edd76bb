import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { Field, FieldError } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-error';
import { useExportPdf, type ChangeRequest } from '../api/change-request-queries';

/**
 * Export PDF of the whole request or of one of its pages. The API answers a link; it opens in a
 * new tab. That tab is opened on the click itself (browsers block windows opened after an
 * await) and pointed at the link when it arrives; the link also stays in the dialog.
 */
export function ExportPdfDialog(props: {
  request: ChangeRequest;
  spaceId: string;
  changeRequestId: string;
}) {
  const pages = props.request.pages ?? [];
  const exportPdf = useExportPdf(props.spaceId, props.changeRequestId);
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState<'whole' | 'page'>('whole');
  const [page, setPage] = useState(pages[0]?.id ?? '');
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setUrl(undefined);
    const tab = window.open('', '_blank');
    try {
      const result = await exportPdf.mutateAsync(scope === 'page' && page ? { page } : {});
      setUrl(result.url);
      if (tab) {
        tab.opener = null;
        tab.location.href = result.url;
      }
    } catch (failure) {
      tab?.close();
      setError(errorMessage(failure));
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setUrl(undefined);
        setError(undefined);
      }}
    >
      <Dialog.Trigger className="button button-secondary">Export PDF</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content dialog-small">
          <Dialog.Title className="dialog-title">Export PDF</Dialog.Title>
          <Dialog.Description className="dialog-description">
            The PDF opens in a new tab.
          </Dialog.Description>
          <form onSubmit={(event) => void submit(event)}>
            <fieldset className="fieldset-plain">
              <legend className="field-label">What to export</legend>
              <label className="checkbox-field">
                <input
                  type="radio"
                  name="pdf-scope"
                  checked={scope === 'whole'}
                  onChange={() => setScope('whole')}
                />
                The whole change request
              </label>
              <label className="checkbox-field">
                <input
                  type="radio"
                  name="pdf-scope"
                  checked={scope === 'page'}
                  disabled={pages.length === 0}
                  onChange={() => setScope('page')}
                />
                One page only{pages.length === 0 ? ' (this request changes no page yet)' : ''}
              </label>
            </fieldset>
            {scope === 'page' ? (
              <Field label="Page">
                {(control) => (
                  <select
                    {...control}
                    className="input"
                    value={page}
                    onChange={(event) => setPage(event.target.value)}
                  >
                    {pages.map((candidate) => (
                      <option key={candidate.id} value={candidate.id}>
                        {candidate.title}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ) : null}
            <FieldError message={error} />
            {url ? (
              <p role="status">
                Your PDF is ready:{' '}
                <a href={url} target="_blank" rel="noreferrer">
                  open the PDF
                </a>
                .
              </p>
            ) : null}
            <div className="dialog-actions">
              <Dialog.Close type="button" className="button button-secondary">
                Close
              </Dialog.Close>
              <button
                type="submit"
                className="button button-primary"
                disabled={exportPdf.isPending}
              >
                {exportPdf.isPending ? 'Exporting…' : 'Export'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
