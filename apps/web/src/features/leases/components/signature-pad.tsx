/**
 * A signature in the browser: drawn on a canvas with mouse, pen or finger (pointer events), or typed.
 * Emits `{ signatureType: 'drawn', signature: <PNG data URL> }`, `{ signatureType: 'typed', signature: <name> }`
 * or null while empty — the body fields of POST /leases/{id}/sign.
 */
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import type { SignatureType } from '@lintel/shared';
import './leases.css';

export interface SignatureValue {
  signatureType: SignatureType;
  signature: string;
}

export interface SignaturePadProps {
  defaultName?: string;
  onChange: (value: SignatureValue | null) => void;
}

function DrawPad({ onChange }: { onChange: (value: SignatureValue | null) => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [hasInk, setHasInk] = useState(false);

  // Match the canvas's pixel size to its box (sharp lines on high-density screens).
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = Math.max(1, Math.min(window.devicePixelRatio || 1, 3));
    const width = canvas.clientWidth || 500;
    const height = canvas.clientHeight || 180;
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    const context = canvas.getContext('2d');
    context?.scale(ratio, ratio);
  }, []);

  const pointOf = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  function start(event: ReactPointerEvent<HTMLCanvasElement>) {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    last.current = pointOf(event);
    // A tap leaves a dot.
    move(event);
  }

  function move(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    const point = pointOf(event);
    const from = last.current ?? point;
    if (context) {
      context.strokeStyle = '#1a1b3a';
      context.lineWidth = 2.4;
      context.lineCap = 'round';
      context.lineJoin = 'round';
      context.beginPath();
      context.moveTo(from.x, from.y);
      context.lineTo(point.x + (from.x === point.x && from.y === point.y ? 0.1 : 0), point.y);
      context.stroke();
    }
    last.current = point;
    setHasInk(true);
  }

  function end(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    drawing.current = false;
    last.current = null;
    onChange({ signatureType: 'drawn', signature: event.currentTarget.toDataURL('image/png') });
  }

  function clear() {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    setHasInk(false);
    onChange(null);
  }

  return (
    <Stack gap={6}>
      <canvas
        ref={canvasRef}
        className="signature-canvas"
        role="img"
        aria-label="Signature drawing area: sign with your mouse, pen or finger"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
        onPointerCancel={end}
      />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {hasInk ? 'Signed. Clear it to start again.' : 'Draw your signature in the box.'}
        </Text>
        <Button size="xs" variant="subtle" onClick={clear} disabled={!hasInk}>
          Clear
        </Button>
      </Group>
    </Stack>
  );
}

export function SignaturePad({ defaultName = '', onChange }: SignaturePadProps) {
  const [mode, setMode] = useState<SignatureType>('drawn');
  const [name, setName] = useState(defaultName);

  function switchMode(next: SignatureType) {
    setMode(next);
    onChange(next === 'typed' && name.trim().length >= 2 ? { signatureType: 'typed', signature: name.trim() } : null);
  }

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="How to sign"
        value={mode}
        onChange={(value) => switchMode(value as SignatureType)}
        data={[
          { value: 'drawn', label: 'Draw' },
          { value: 'typed', label: 'Type' },
        ]}
      />
      {mode === 'drawn' ? (
        <DrawPad onChange={onChange} />
      ) : (
        <Stack gap={6}>
          <TextInput
            label="Type your full name"
            value={name}
            autoComplete="name"
            onChange={(e) => {
              const value = e.currentTarget.value;
              setName(value);
              onChange(value.trim().length >= 2 ? { signatureType: 'typed', signature: value.trim() } : null);
            }}
          />
          <div className="signature-typed" aria-hidden="true">
            {name}
          </div>
        </Stack>
      )}
    </Stack>
  );
}
