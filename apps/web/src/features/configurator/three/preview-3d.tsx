/**
 * The 3D preview (lazy chunk: three.js, @react-three/fiber, drei's OrbitControls). Follows the model
 * live; orbit and zoom with the pointer or touch. The drawing buffer is kept so the canvas can be read.
 */
import { Canvas, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { OrbitControls } from '@react-three/drei';
import type { ConfiguredModel } from '../model.ts';
import { OpeningModel } from './opening-model.tsx';
import { sceneSpecOf } from './scene-spec.ts';

/**
 * Fits the opening in the view whenever its size or the canvas shape changes: far enough for the
 * height and, on narrow canvases (phones, the full-screen modal), for the width.
 */
function FitCamera({ widthFt, heightFt }: { widthFt: number; heightFt: number }) {
  const camera = useThree((state) => state.camera);
  const controls = useThree((state) => state.controls);
  const aspect = useThree((state) => state.size.width / Math.max(1, state.size.height));
  const distance = fitDistance(widthFt, heightFt, aspect);
  useEffect(() => {
    camera.position.set(distance * 0.28, distance * 0.08, distance);
    camera.lookAt(0, 0, 0);
    camera.updateProjectionMatrix();
    (controls as { update?: () => void } | null)?.update?.();
  }, [camera, controls, distance]);
  return null;
}

/** Camera distance (feet) that shows the whole opening with a margin, for a 40° vertical field of view. */
function fitDistance(widthFt: number, heightFt: number, aspect: number): number {
  const halfFov = Math.tan((FOV / 2) * (Math.PI / 180));
  return (Math.max(heightFt, widthFt / aspect) / 2 / halfFov) * 1.25 + 0.5;
}

const FOV = 40;

export default function Preview3D({ model, height = 340 }: { model: ConfiguredModel; height?: number | string }) {
  const spec = useMemo(() => sceneSpecOf(model), [model]);
  const widthFt = spec.widthIn / 12;
  const heightFt = spec.heightIn / 12;
  const distance = fitDistance(widthFt, heightFt, 1.2);
  return (
    <div
      className="cfg-preview"
      style={{ height }}
      data-testid="preview-3d"
      data-panels={spec.panels}
      data-frame-outside={spec.frameOutside}
      data-frame-inside={spec.frameInside}
      role="img"
      aria-label={`3D preview: ${spec.widthIn}" x ${spec.heightIn}", ${spec.panels} ${spec.panels === 1 ? 'panel' : 'panels'}, frame ${spec.frameOutside}`}
    >
      <Canvas
        dpr={[1, 2]}
        camera={{ position: [distance * 0.28, distance * 0.08, distance], fov: FOV, near: 0.05, far: 200 }}
        gl={{ preserveDrawingBuffer: true, antialias: true, alpha: true }}
      >
        <ambientLight intensity={1.1} />
        <directionalLight position={[4, 6, 8]} intensity={1.6} />
        <directionalLight position={[-4, 3, -8]} intensity={0.9} />
        <OpeningModel spec={spec} />
        <FitCamera widthFt={widthFt} heightFt={heightFt} />
        <OrbitControls
          makeDefault
          enablePan={false}
          minDistance={Math.max(widthFt, heightFt) * 0.4 + 0.5}
          maxDistance={distance * 3}
        />
      </Canvas>
    </div>
  );
}
