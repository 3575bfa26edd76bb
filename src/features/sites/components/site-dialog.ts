/** What every dialog of a site's structure takes: the site it works on, and how it closes. */
export interface SiteDialogProps {
  orgId: string;
  siteId: string;
  onClose: () => void;
}
