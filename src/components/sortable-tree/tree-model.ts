/**
 * Trees are stored nested and handled flat: the view renders a flat list of rows (so it can be
 * virtualized), a drag is projected onto that list, and the result is a move expressed the way
 * the platform's move operations take it: a parent and a position next to a sibling.
 * Everything is pure so it is unit-tested without a DOM; this module gathers the three parts.
 */
export * from './tree-items';
export * from './tree-moves';
export * from './tree-drop';
