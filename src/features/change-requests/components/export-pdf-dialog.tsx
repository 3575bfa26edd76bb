import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { FormRefusal } from '@/components/form/form-refusal';
import { useContractForm } from '@/components/form/use-contract-form';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { formStyles } from '@/components/ui/form-styles';
import { useExportPdf } from '../api/change-request-mutations';
import type { ChangeRequest } from '../api/change-request-queries';
import { liveUrl } from '@/api/safe-url';

/**
 * Export PDF of the whole request or of one of its pages. The API answers a link; it opens in a
 * new tab. That tab is opened as the form is sent (browsers block windows opened long after the
 * click) and pointed at the link when it arrives; the link also stays in the dialog.
 */
export function ExportPdfDialog(props: {
  request: ChangeRequest;
  spaceId: string;
  changeRequestId: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <DialogFrame
      trigger={
        <Button>
          <FileDown size={16} aria-hidden />
          Export PDF
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      size="small"
      title="Export PDF"
      description="The PDF opens in a new tab."
    >
      {open ? <ExportPdfForm {...props} /> : null}
    </DialogFrame>
  );
}

function ExportPdfForm(props: {
  request: ChangeRequest;
  spaceId: string;
  changeRequestId: string;
}) {
  const pages = props.request.pages ?? [];
  const exportPdf = useExportPdf(props.spaceId, props.changeRequestId);
  const [url, setUrl] = useState<string>();
  const { form, formProps, refusal } = useContractForm({
    defaultValues: { scope: 'whole' as 'whole' | 'page', page: pages[0]?.id ?? '' },
    save: async ({ scope, page }) => {
      setUrl(undefined);
      const tab = window.open('', '_blank');
      try {
        return { ...(await exportPdf.mutateAsync(scope === 'page' && page ? { page } : {})), tab };
      } catch (failure) {
        tab?.close();
        throw failure;
      }
    },
    onSaved: ({ url: link, tab }) => {
      setUrl(link);
      // Only a safe address (src/api/safe-url.ts) is opened; any other is shown as text.
      const live = liveUrl(link);
      if (tab && live) {
        tab.opener = null;
        tab.location.href = live;
      } else tab?.close();
    },
  });

  return (
    <form {...formProps}>
      <form.Field name="scope">
        {(field) => (
          <fieldset className={formStyles.fieldset}>
            <legend className={formStyles.label}>What to export</legend>
            <label className={formStyles.checkbox}>
              <input
                type="radio"
                name="pdf-scope"
                checked={field.state.value === 'whole'}
                onChange={() => field.handleChange('whole')}
              />
              The whole change request
            </label>
            <label className={formStyles.checkbox}>
              <input
                type="radio"
                name="pdf-scope"
                checked={field.state.value === 'page'}
                disabled={pages.length === 0}
                onChange={() => field.handleChange('page')}
              />
              One page only{pages.length === 0 ? ' (this request changes no page yet)' : ''}
            </label>
          </fieldset>
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.scope}>
        {(scope) =>
          scope === 'page' ? (
            <form.AppField name="page">
              {(field) => (
                <field.SelectField
                  label="Page"
                  options={pages.map((page) => ({ value: page.id, label: page.title }))}
                />
              )}
            </form.AppField>
          ) : null
        }
      </form.Subscribe>
      <FormRefusal message={refusal} />
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
        <form.AppForm>
          <form.SubmitButton pendingLabel="Exporting…">Export</form.SubmitButton>
        </form.AppForm>
      </DialogActions>
    </form>
  );
}
