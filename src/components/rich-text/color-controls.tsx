import { ReactEditor, useSlateStatic } from 'slate-react';
import { setColor } from './editor-commands';
import { textColors, type ColorValue, type TextColor } from './slate-types';

/** How each named colour reads in a menu (the `$` ones follow the site's theme). */
const colorLabel = (color: TextColor): string =>
  color.startsWith('$') ? `Theme ${color.slice(1)}` : color[0]!.toUpperCase() + color.slice(1);

const options = textColors.map((color) => (
  <option key={color} value={color}>
    {colorLabel(color)}
  </option>
));

const parts: [keyof ColorValue, string][] = [
  ['text', 'Text colour'],
  ['background', 'Background colour'],
];

const isTextColor = (value: string): value is TextColor =>
  (textColors as readonly string[]).includes(value);

/**
 * The text colour and background of the selection: the platform's named colours only (no hex
 * codes, platform-values §2.4). `Default` for both removes the colour.
 */
export function ColorControls(props: { value: ColorValue | undefined; className?: string }) {
  const editor = useSlateStatic();
  const current = props.value ?? { text: 'default', background: 'default' };
  const change = (part: keyof ColorValue, value: string) => {
    if (!isTextColor(value)) return;
    setColor(editor, { ...current, [part]: value });
    ReactEditor.focus(editor);
  };
  return (
    <>
      {parts.map(([part, label]) => (
        <select
          key={part}
          className={props.className}
          aria-label={label}
          value={current[part]}
          onChange={(event) => change(part, event.target.value)}
        >
          {options}
        </select>
      ))}
    </>
  );
}
