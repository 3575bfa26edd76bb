import { useContext, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { SelectField } from '@/components/ui/select-field';
import { SwitchField } from '@/components/ui/switch-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { documentToSlate, slateToDocument } from './convert';
import { NestedEditorContext } from './nested-editor';
import { nodeName } from './node-catalog';
import {
  nodeForms,
  type EditableNode,
  type FieldSpec,
  type FieldValue,
  type FormValues,
} from './node-forms';
import { groupForms } from './group-forms';
import type { DocumentBlock } from './slate-types';
import { TableEditor, type TableData } from './table-editor';

const fragmentMeta = { object: 'document', data: {} } as const;

/** A field of blocks: the editor itself, over the blocks of a fragment. */
function BlocksField(props: {
  label: string;
  value: DocumentBlock[];
  onChange: (value: DocumentBlock[]) => void;
}) {
  const Nested = useContext(NestedEditorContext);
  const [initialValue] = useState(() => documentToSlate({ nodes: props.value }));
  if (!Nested) return null;
  return (
    <div>
      <p>{props.label}</p>
      <Nested
        framed
        label={props.label}
        initialValue={initialValue}
        onContentChange={(value) =>
          props.onChange(slateToDocument(value, fragmentMeta).nodes as unknown as DocumentBlock[])
        }
      />
    </div>
  );
}

function FieldControl(props: {
  spec: FieldSpec;
  value: FieldValue | undefined;
  error: string | undefined;
  onChange: (value: FieldValue) => void;
}) {
  const { spec, value, error } = props;
  const text = typeof value === 'string' ? value : '';
  switch (spec.kind) {
    case 'checkbox':
      return (
        <SwitchField label={spec.label} checked={value === true} onCheckedChange={props.onChange} />
      );
    case 'select':
      return (
        <SelectField
          label={spec.label}
          value={text}
          onChange={props.onChange}
          options={(spec.options ?? []).map((option) => ({
            value: option,
            label: spec.optionLabels?.[option] ?? option,
          }))}
        />
      );
    case 'blocks':
      return (
        <BlocksField
          label={spec.label}
          value={Array.isArray(value) ? value : []}
          onChange={props.onChange}
        />
      );
    default: {
      // A line of text, or an area for a longer one: the same field otherwise.
      const Text = spec.kind === 'textarea' ? TextAreaField : TextField;
      return (
        <Text
          label={spec.label}
          hint={spec.hint}
          error={error}
          value={text}
          onChange={props.onChange}
        />
      );
    }
  }
}

type Json = Record<string, unknown>;
/** Hands back the rewritten node, and the data of its group when its form has group fields. */
type ApplyNode = (node: EditableNode, groupData?: Json) => void;

/** The fields of a node's form, and Apply, which hands back the rewritten node. */
function NodeForm(props: { node: EditableNode; groupData?: Json; onApply: ApplyNode }) {
  const form = nodeForms[props.node.type];
  const group = groupForms[props.node.type];
  const [values, setValues] = useState<FormValues>(() => ({
    ...group?.read(props.groupData ?? {}),
    ...form?.read(props.node),
  }));
  const [table, setTable] = useState<TableData | undefined>(() =>
    props.node.type === 'table' ? (props.node.data as unknown as TableData) : undefined,
  );
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (table) {
      props.onApply({ ...props.node, data: table as unknown as Record<string, unknown> });
      return;
    }
    if (!form) return;
    const found = form.check?.(values) ?? {};
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const groupData = props.groupData ?? {};
    props.onApply(form.write(props.node, values), group?.write(groupData, values));
  };

  return (
    <form onSubmit={submit} noValidate>
      {table ? <TableEditor value={table} onChange={setTable} /> : null}
      {[...(form?.fields ?? []), ...(group?.fields ?? [])].map((spec) => (
        <FieldControl
          key={spec.name}
          spec={spec}
          value={values[spec.name]}
          error={problems[spec.name]}
          onChange={(value) => {
            setValues((current) => ({ ...current, [spec.name]: value }));
            setProblems(({ [spec.name]: _fixed, ...rest }) => rest);
          }}
        />
      ))}
      <DialogActions>
        <Button type="submit" variant="primary">
          Apply
        </Button>
      </DialogActions>
    </form>
  );
}

/** Whether a node has a form (the others are shown and kept as they are). */
export const hasNodeForm = (type: string): boolean => type === 'table' || type in nodeForms;

/**
 * Changes one node through its form, or fills in a new one before it is inserted. The node
 * comes back whole; the caller puts it in the document.
 */
export function NodeDialog(props: {
  node: EditableNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApply: ApplyNode;
  inserting?: boolean;
  /** The data of the block the node stands in (an image's group), for its group fields. */
  groupData?: Json;
}) {
  const name = nodeName(props.node.type);
  return (
    <DialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      size={props.node.type === 'table' || props.node.type === 'expandable' ? 'wide' : 'default'}
      title={props.inserting ? `Insert ${name.toLowerCase()}` : `Edit ${name.toLowerCase()}`}
      description={
        props.inserting ? 'Fill it in, then apply to insert it.' : 'Apply replaces it in the text.'
      }
    >
      {props.open ? (
        <NodeForm
          node={props.node}
          groupData={props.groupData}
          onApply={(node, groupData) => {
            props.onApply(node, groupData);
            props.onOpenChange(false);
          }}
        />
      ) : null}
    </DialogFrame>
  );
}
