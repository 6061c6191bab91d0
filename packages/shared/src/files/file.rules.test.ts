import { describe, expect, it } from 'vitest';
import { checkAttachmentLimits, fileKindOf } from './file.rules.ts';

describe('spec point 5: attachments', () => {
  it.each(['video/webm', 'video/mpeg', 'video/mp4', 'video/quicktime', 'video/x-ms-wmv', 'video/x-msvideo'])('5: %s is a video', (mime) => {
    expect(fileKindOf(mime)).toBe('video');
  });
  it.each(['image/heic', 'image/heif', 'image/jpeg', 'image/png'])('5: %s is an image', (mime) => {
    expect(fileKindOf(mime)).toBe('image');
  });
  it('refuses SVG, HTML and executables', () => {
    expect(fileKindOf('image/svg+xml')).toBeNull();
    expect(fileKindOf('text/html')).toBeNull();
    expect(fileKindOf('application/x-msdownload')).toBeNull();
  });
  it('9: at most 10 files', () => {
    expect(checkAttachmentLimits(Array.from({ length: 10 }, () => ({ mimeType: 'image/png' })))).toBeNull();
    expect(checkAttachmentLimits(Array.from({ length: 11 }, () => ({ mimeType: 'image/png' })))).toMatch(/10 files/);
  });
  it('9: at most 2 videos', () => {
    const two = [{ mimeType: 'video/mp4' }, { mimeType: 'video/webm' }, { mimeType: 'image/png' }];
    expect(checkAttachmentLimits(two)).toBeNull();
    expect(checkAttachmentLimits([...two, { mimeType: 'video/quicktime' }])).toMatch(/2 videos/);
  });
});
