/**
 * For component tests of the editor under happy-dom: Slate edits through the browser's
 * `beforeinput` events only where `InputEvent.getTargetRanges` exists, as in every browser the
 * console supports. happy-dom lacks it, so typed text would change the DOM behind Slate's back.
 * Import this module before anything that loads slate-react; Slate then falls back to its own
 * selection, which is where user-event types.
 */
const prototype = globalThis.InputEvent?.prototype as
  { getTargetRanges?: () => StaticRange[] } | undefined;
if (prototype && typeof prototype.getTargetRanges !== 'function') {
  prototype.getTargetRanges = () => [];
}
export {};
