import { describe, expect, it } from 'vitest';
import { imageSource } from './integration-icon';

describe('imageSource', () => {
  it('shows addresses the safe-URL rule allows and the images the platform makes', () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    for (const url of [
      'https://cdn.pulse.example/icon.png',
      '/icons/pulse.svg',
      png,
      'data:image/svg+xml;base64,PHN2Zz4=',
    ])
      expect(imageSource(url), url).toBe(url);
  });

  it('shows nothing for other schemes or data that is not an uploaded image', () => {
    for (const url of [
      undefined,
      '',
      'javascript:alert(1)',
      ' https://cdn.pulse.example/icon.png',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/svg+xml,<svg onload="alert(1)"/>',
      'data:application/octet-stream;base64,AAAA',
    ])
      expect(imageSource(url), String(url)).toBeUndefined();
  });
});
