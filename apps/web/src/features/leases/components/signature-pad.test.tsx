import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/render.tsx';
import { SignaturePad } from './signature-pad.tsx';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('signature pad (POST /leases/{id}/sign body)', () => {
  beforeEach(() => {
    // jsdom has no canvas: a 2D context that records strokes, and a PNG export.
    const context = { scale: vi.fn(), beginPath: vi.fn(), moveTo: vi.fn(), lineTo: vi.fn(), stroke: vi.fn(), clearRect: vi.fn() };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
  });
  afterEach(() => vi.restoreAllMocks());

  it('a drawn signature is emitted as a PNG data URL when the stroke ends, and Clear empties it', async () => {
    const onChange = vi.fn();
    renderWithApp(<SignaturePad onChange={onChange} />);
    const pad = screen.getByRole('img', { name: /signature drawing area/i });
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 60, clientY: 30, pointerId: 1 });
    fireEvent.pointerUp(pad, { clientX: 60, clientY: 30, pointerId: 1 });
    expect(onChange).toHaveBeenLastCalledWith({ signatureType: 'drawn', signature: PNG });
    expect(HTMLCanvasElement.prototype.toDataURL).toHaveBeenCalledWith('image/png');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('a typed signature is emitted as the typed name (at least 2 characters)', async () => {
    const onChange = vi.fn();
    renderWithApp(<SignaturePad onChange={onChange} />);
    await userEvent.click(screen.getByText('Type'));
    const input = screen.getByLabelText('Type your full name');
    await userEvent.type(input, 'T');
    expect(onChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, 'om Tenant');
    expect(onChange).toHaveBeenLastCalledWith({ signatureType: 'typed', signature: 'Tom Tenant' });
  });

  it('switching to Type with a known name signs with it at once', async () => {
    const onChange = vi.fn();
    renderWithApp(<SignaturePad defaultName="Lena Landlord" onChange={onChange} />);
    await userEvent.click(screen.getByText('Type'));
    expect(onChange).toHaveBeenLastCalledWith({ signatureType: 'typed', signature: 'Lena Landlord' });
    expect((screen.getByLabelText('Type your full name') as HTMLInputElement).value).toBe('Lena Landlord');
  });
});
