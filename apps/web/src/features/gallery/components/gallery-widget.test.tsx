import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { GalleryImage } from '@lintel/shared';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { GalleryWidget } from './gallery-widget.tsx';
import '../index.ts';

afterEach(() => vi.unstubAllGlobals());

const building = { id: '018f0000-0000-7000-8000-000000000001', nickname: 'Cedar Court' };
const unit = { id: '018f0000-0000-7000-8000-000000000002', nickname: 'Unit 2B' };

function photo(n: number, place: Pick<GalleryImage, 'level' | 'unit'>): GalleryImage {
  const fileId = `018f0000-0000-7000-8000-00000000010${n}`;
  return {
    id: `018f0000-0000-7000-8000-00000000020${n}`,
    image: { id: fileId, name: 'front.jpg', mimeType: 'image/webp', size: 10, url: `/f/${fileId}`, previewUrl: null },
    property: building,
    room: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...place,
  };
}

describe('gallery widget (issue 11 item 10)', () => {
  it('names the property or unit under each photo, property photos included', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/galleries/widget-data'
          ? jsonResponse(200, { images: [photo(1, { level: 'unit', unit }), photo(2, { level: 'property', unit: null })] })
          : jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Not found' }),
      ),
    );
    renderWithApp(<GalleryWidget />);
    expect(await screen.findByText('Unit 2B · Cedar Court')).toBeTruthy();
    expect(screen.getByText('Cedar Court')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open photo 1: Unit 2B · Cedar Court' })).toBeTruthy();
  });
});
