let languageNames: Intl.DisplayNames | undefined;

/** "French (fr)", or the code alone when the runtime has no name for it. */
export function languageLabel(code: string): string {
  try {
    languageNames ??= new Intl.DisplayNames(['en'], { type: 'language' });
    const name = languageNames.of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}
