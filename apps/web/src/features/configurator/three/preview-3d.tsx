/**
 * The 3D preview (lazy chunk: three.js, @react-three/fiber, drei's OrbitControls). Follows the model
 * live; orbit and zoom with the pointer or touch. The drawing buffer is kept so the canvas can be read.
 */
import { Canvas } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei';
import type { ConfiguredModel } from '../model.ts';
import { OpeningModel } from './opening-model.tsx';
import { sceneSpecOf } from './scene-spec.ts';

export default function Preview3D({ model, height = 340 }: { model: ConfiguredModel; height?: number | string }) {
  const spec = sceneSpecOf(model);
  const size = Math.max(spec.widthIn, spec.heightIn) / 12;
  const distance = size * 1.35 + 1.5;
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
        camera={{ position: [distance * 0.28, distance * 0.08, distance], fov: 40, near: 0.05, far: 200 }}
        gl={{ preserveDrawingBuffer: true, antialias: true, alpha: true }}
      >
        <ambientLight intensity={1.1} />
        <directionalLight position={[4, 6, 8]} intensity={1.6} />
        <directionalLight position={[-4, 3, -8]} intensity={0.9} />
        <OpeningModel spec={spec} />
        <OrbitControls makeDefault enablePan={false} minDistance={size * 0.5 + 0.5} maxDistance={distance * 2.5} />
      </Canvas>
    </div>
  );
}
