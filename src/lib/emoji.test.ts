import { describe, expect, it } from 'vitest';
import { emojiText } from './emoji';

describe('emojiText', () => {
  it('shows code points as the emoji and leaves characters as they are', () => {
    expect(emojiText('1f4d8')).toBe('📘');
    expect(emojiText('1F468-200D-1F4BB')).toBe('👨‍💻');
    expect(emojiText('📘')).toBe('📘');
    expect(emojiText('')).toBe('');
    expect(emojiText('ffffff')).toBe('ffffff');
  });
});
