import { useState, type FormEvent } from 'react';
import { liveUrl } from '@/api/safe-url';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { FieldError } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/api-error';
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
      const live = liveUrl(result.url);
      if (tab && live) {
        tab.opener = null;
        tab.location.href = live;
      } else tab?.close();
    } catch (failure) {
      tab?.close();
      setError(errorMessage(failure));
    }
  };

  return (
    <DialogFrame
      trigger={
        <button type="button" className="button button-secondary">
          Export PDF
        </button>
      }
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setUrl(undefined);
        setError(undefined);
      }}
      size="small"
      title="Export PDF"
      description="The PDF opens in a new tab."
    >
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
          <SelectField
            label="Page"
            value={page}
            options={pages.map((candidate) => ({ value: candidate.id, label: candidate.title }))}
            onChange={setPage}
          />
        ) : null}
        <FieldError message={error} />
        {url ? (
          <p role="status">
            Your PDF is ready:{' '}
            <a href={liveUrl(url)} target="_blank" rel="noreferrer">
              open the PDF
            </a>
            .
          </p>
        ) : null}
        <DialogActions closeLabel="Close">
          <SubmitButton pending={exportPdf.isPending} pendingLabel="Exporting…">
            Export
          </SubmitButton>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
