/**
 * Keeps feature screens on the screen kit of src/components/ui (docs/decisions/0036): a list is
 * a `ListScreen` or a `DataTable`, tabs are a `TabNav`, a button that runs a change is a
 * `MutationButton` or a `PendingButton`. Each rule names the piece to use instead.
 */

/** The JSX element's name as written (`table`, `Link`), or undefined for `a.b` names. */
const elementName = (node) => (node.name.type === 'JSXIdentifier' ? node.name.name : undefined);

/** Whether an expression can give the string "page" (a literal, or a conditional with one). */
function mayBePage(node) {
  if (!node) return false;
  if (node.type === 'Literal') return node.value === 'page';
  if (node.type === 'JSXExpressionContainer') return mayBePage(node.expression);
  if (node.type === 'ConditionalExpression')
    return mayBePage(node.consequent) || mayBePage(node.alternate);
  if (node.type === 'LogicalExpression') return mayBePage(node.left) || mayBePage(node.right);
  if (node.type === 'TSAsExpression') return mayBePage(node.expression);
  return false;
}

/** A string that says something is under way: "Merging…", "Saving...". */
const isPendingLabel = (node) =>
  (node.type === 'Literal' && typeof node.value === 'string' && /(…|\.\.\.)$/.test(node.value)) ||
  (node.type === 'TemplateLiteral' &&
    /(…|\.\.\.)$/.test(node.quasis[node.quasis.length - 1].value.cooked ?? ''));

/** A label: a string, or a name that holds one. */
const isLabel = (node) =>
  (node.type === 'Literal' && typeof node.value === 'string') ||
  node.type === 'TemplateLiteral' ||
  node.type === 'Identifier';

const noRawTable = {
  meta: {
    type: 'suggestion',
    schema: [],
    docs: { description: 'A feature lists records through ListScreen or DataTable' },
    messages: {
      raw: 'Use ListScreen or DataTable (src/components/ui) instead of a raw <table>: they give the caption, the column headings and the row keys every list shares.',
    },
  },
  create(context) {
    return {
      JSXOpeningElement(node) {
        if (elementName(node) === 'table') context.report({ node, messageId: 'raw' });
      },
    };
  },
};

const noHandRolledTabs = {
  meta: {
    type: 'problem',
    schema: [],
    docs: { description: 'A feature marks the current tab only through TabNav' },
    messages: {
      current:
        'Use TabNav and Tab (src/components/ui/tab-nav) instead of setting aria-current="page": the strip marks exactly the tab it is told is current.',
      styles:
        'Use TabNav and Tab (src/components/ui/tab-nav) instead of the tab classes and link props: hand-made strips are how two tabs ended up marked current.',
    },
  },
  create(context) {
    return {
      JSXAttribute(node) {
        if (node.name.name === 'aria-current' && mayBePage(node.value))
          context.report({ node, messageId: 'current' });
      },
      ImportDeclaration(node) {
        if (/\/components\/ui\/tab-styles$/.test(node.source.value))
          context.report({ node, messageId: 'styles' });
      },
    };
  },
};

const noPendingLabelTernary = {
  meta: {
    type: 'suggestion',
    schema: [],
    docs: {
      description: 'A feature shows a pending label through PendingButton or MutationButton',
    },
    messages: {
      ternary:
        'Use MutationButton or PendingButton (src/components/ui/mutation-button) with `pendingLabel` instead of switching the label by hand: they also disable the button while the request runs.',
    },
  },
  create(context) {
    return {
      'JSXExpressionContainer > ConditionalExpression'(node) {
        // One label for another, such as `pending ? 'Merging…' : 'Merge'`.
        if (isPendingLabel(node.consequent) && isLabel(node.alternate))
          context.report({ node, messageId: 'ternary' });
      },
    };
  },
};

export default {
  rules: {
    'no-raw-table': noRawTable,
    'no-hand-rolled-tabs': noHandRolledTabs,
    'no-pending-label-ternary': noPendingLabelTernary,
  },
};
