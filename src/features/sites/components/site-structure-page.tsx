import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ExpandCollapseButtons } from '@/components/sortable-tree/expand-collapse-buttons';
import { useCollapsed } from '@/components/sortable-tree/use-collapsed';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { siteQueries } from '../api/site-queries';
import { toTreeItems } from '../structure-tree';
import { containerIds, SiteStructureEditor } from './site-structure-editor';
import { StructureDialogs, type StructureDialog } from './structure-dialogs';
import type { SpaceChoice } from './space-picker';
import styles from './site-structure-editor.module.css';

/**
 * The Structure part of a site: what its order means, the tree, and for admins the ways to
 * grow it (Add section, Add space, New group); each row's menu has the rest.
 */
export function SiteStructurePage(props: {
  orgId: string;
  siteId: string;
  canManage: boolean;
  spaces: readonly SpaceChoice[];
}) {
  const { data: structure } = useSuspenseQuery(siteQueries.structure(props.orgId, props.siteId));
  const items = useMemo(() => toTreeItems(structure.structure), [structure]);
  const collapsed = useCollapsed();
  const [dialog, setDialog] = useState<StructureDialog | null>(null);
  const withSections = structure.type === 'sections';
  return (
    <Card title="Structure">
      <div className={styles.toolbar}>
        <p className={styles.counts}>
          {withSections
            ? 'Groups and sections of one level share one order. Drag a site space into another section to move it there.'
            : 'The site has no sections: its site spaces are shown in this order.'}
        </p>
        <ExpandCollapseButtons
          onExpandAll={() => collapsed.set(new Set())}
          onCollapseAll={() => collapsed.set(new Set(containerIds(items)))}
        />
        {props.canManage ? (
          <div className={styles.actions}>
            <Button size="small" onClick={() => setDialog({ kind: 'add-section' })}>
              Add section
            </Button>
            {withSections ? (
              <Button size="small" onClick={() => setDialog({ kind: 'group' })}>
                New group
              </Button>
            ) : (
              <Button size="small" onClick={() => setDialog({ kind: 'add-space' })}>
                Add space
              </Button>
            )}
          </div>
        ) : null}
      </div>
      {props.canManage ? null : <Notice>Only admins can change the structure of a site.</Notice>}
      {items.length === 0 ? (
        <EmptyState title="The site has no spaces yet." />
      ) : (
        <SiteStructureEditor
          orgId={props.orgId}
          siteId={props.siteId}
          structure={structure}
          canManage={props.canManage}
          collapsed={collapsed.collapsed}
          onToggle={collapsed.toggle}
          onOpenDialog={setDialog}
        />
      )}
      <StructureDialogs
        orgId={props.orgId}
        siteId={props.siteId}
        structure={structure}
        spaces={props.spaces}
        dialog={dialog}
        onClose={() => setDialog(null)}
      />
    </Card>
  );
}
