/**
 * The parametric 3D opening (three.js through @react-three/fiber): a window, exterior door or garage
 * door built from boxes in feet (1 unit = 12 inches), outside face towards +z, inside face towards -z.
 */
import type { SceneSpec } from './scene-spec.ts';

const IN = 1 / 12;

interface BoxProps {
  x: number;
  y: number;
  w: number;
  h: number;
  d: number;
  z?: number;
  color: string;
  opacity?: number;
  rotation?: number;
  metalness?: number;
  roughness?: number;
}

function Box({ x, y, w, h, d, z = 0, color, opacity, rotation = 0, metalness = 0.05, roughness = 0.6 }: BoxProps) {
  return (
    <mesh position={[x, y, z]} rotation={[0, 0, rotation]}>
      <boxGeometry args={[w, h, d]} />
      <meshStandardMaterial
        color={color}
        transparent={opacity !== undefined}
        opacity={opacity ?? 1}
        metalness={metalness}
        roughness={roughness}
        depthWrite={opacity === undefined}
      />
    </mesh>
  );
}

/** A frame member in two halves: the outside colour in front, the inside colour behind. */
function Member({
  x,
  y,
  w,
  h,
  depth,
  outside,
  inside,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  depth: number;
  outside: string;
  inside: string;
}) {
  return (
    <>
      <Box x={x} y={y} w={w} h={h} d={depth / 2} z={depth / 4} color={outside} />
      <Box x={x} y={y} w={w} h={h} d={depth / 2} z={-depth / 4} color={inside} />
    </>
  );
}

/** A rectangle's four sides as members, inner edges at (left, right, bottom, top) ± thickness. */
function Frame({
  cx,
  cy,
  w,
  h,
  t,
  depth,
  outside,
  inside,
}: {
  cx: number;
  cy: number;
  w: number;
  h: number;
  t: number;
  depth: number;
  outside: string;
  inside: string;
}) {
  return (
    <>
      <Member x={cx} y={cy + h / 2 - t / 2} w={w} h={t} depth={depth} outside={outside} inside={inside} />
      <Member x={cx} y={cy - h / 2 + t / 2} w={w} h={t} depth={depth} outside={outside} inside={inside} />
      <Member x={cx - w / 2 + t / 2} y={cy} w={t} h={h - 2 * t} depth={depth} outside={outside} inside={inside} />
      <Member x={cx + w / 2 - t / 2} y={cy} w={t} h={h - 2 * t} depth={depth} outside={outside} inside={inside} />
    </>
  );
}

function Glass({ cx, cy, w, h, spec }: { cx: number; cy: number; w: number; h: number; spec: SceneSpec }) {
  return (
    <Box
      x={cx}
      y={cy}
      w={w}
      h={h}
      d={0.4 * IN}
      color={spec.glass.color}
      opacity={spec.glass.opacity}
      roughness={0.05}
      metalness={0.2}
    />
  );
}

/** Grid bars over one lite, by pattern (colonial, prairie, perimeter, top-row colonial, diamond). */
function Grid({
  cx,
  cy,
  w,
  h,
  pattern,
  color,
}: {
  cx: number;
  cy: number;
  w: number;
  h: number;
  pattern: string;
  color: string;
}) {
  const bar = 0.8 * IN;
  const d = 1 * IN;
  const bars: BoxProps[] = [];
  if (pattern === 'colonial') {
    for (const f of [-1 / 6, 1 / 6]) bars.push({ x: cx + f * w, y: cy, w: bar, h, d, color });
    for (const f of [-1 / 6, 1 / 6]) bars.push({ x: cx, y: cy + f * h, w, h: bar, d, color });
  } else if (pattern === 'prairie' || pattern === 'perimeter') {
    const inset = Math.min(4 * IN, w / 5, h / 5);
    for (const s of [-1, 1]) bars.push({ x: cx + s * (w / 2 - inset), y: cy, w: bar, h, d, color });
    for (const s of [-1, 1]) bars.push({ x: cx, y: cy + s * (h / 2 - inset), w, h: bar, d, color });
  } else if (pattern === 'topRowColonial') {
    const rowY = cy + h / 2 - h / 3;
    bars.push({ x: cx, y: rowY, w, h: bar, d, color });
    for (const f of [-1 / 6, 1 / 6]) bars.push({ x: cx + f * w, y: cy + h / 2 - h / 6, w: bar, h: h / 3, d, color });
  } else if (pattern === 'diamond') {
    const diagonal = Math.hypot(w, h) / 2;
    const angle = Math.atan2(h, w);
    for (const [dx, dy] of [
      [-1, 1],
      [1, 1],
      [-1, -1],
      [1, -1],
    ] as const) {
      bars.push({
        x: cx + (dx * w) / 4,
        y: cy + (dy * h) / 4,
        w: diagonal,
        h: bar,
        d,
        color,
        rotation: dx * dy > 0 ? -angle : angle,
      });
    }
  }
  return (
    <>
      {bars.map((props, i) => (
        <Box key={i} {...props} />
      ))}
    </>
  );
}

function WindowModel({ spec }: { spec: SceneSpec }) {
  const W = spec.widthIn * IN;
  const H = spec.heightIn * IN;
  const t = 2.5 * IN;
  const depth = 4.5 * IN;
  const panels = spec.bay ? Math.max(3, spec.panels) : spec.panels;
  const mullion = 2 * IN;
  const innerW = W - 2 * t;
  const liteW = (innerW - (panels - 1) * mullion) / panels;
  const liteH = H - 2 * t;
  const lites = Array.from({ length: panels }, (_, i) => -innerW / 2 + liteW / 2 + i * (liteW + mullion));
  return (
    <group>
      <Frame cx={0} cy={0} w={W} h={H} t={t} depth={depth} outside={spec.frameOutside} inside={spec.frameInside} />
      {lites.slice(1).map((x, i) => (
        <Member
          key={`m${i}`}
          x={x - liteW / 2 - mullion / 2}
          y={0}
          w={mullion}
          h={liteH}
          depth={depth}
          outside={spec.frameOutside}
          inside={spec.frameInside}
        />
      ))}
      {lites.map((x, i) => (
        <group key={`l${i}`}>
          <Frame
            cx={x}
            cy={0}
            w={liteW}
            h={liteH}
            t={1.2 * IN}
            depth={depth * 0.6}
            outside={spec.frameOutside}
            inside={spec.frameInside}
          />
          <Glass cx={x} cy={0} w={liteW - 2.4 * IN} h={liteH - 2.4 * IN} spec={spec} />
          {spec.grid && (
            <Grid
              cx={x}
              cy={0}
              w={liteW - 2.4 * IN}
              h={liteH - 2.4 * IN}
              pattern={spec.grid}
              color={spec.frameOutside}
            />
          )}
        </group>
      ))}
    </group>
  );
}

/** Raised or recessed panels, lites and planks on a door leaf's outside face. */
function DoorLeaf({
  cx,
  cy,
  w,
  h,
  spec,
  hingeLeft,
}: {
  cx: number;
  cy: number;
  w: number;
  h: number;
  spec: SceneSpec;
  hingeLeft: boolean;
}) {
  const depth = 1.75 * IN;
  const face = depth / 2 + 0.3 * IN;
  const style = spec.doorStyle ?? '';
  const deco: BoxProps[] = [];
  const panel = (x: number, y: number, pw: number, ph: number) =>
    deco.push({ x, y, w: pw, h: ph, d: 0.6 * IN, z: face, color: spec.frameOutside });
  if (/SixPanel/.test(style)) {
    const pw = w * 0.32;
    for (const sx of [-1, 1]) {
      panel(cx + sx * w * 0.2, cy + h * 0.33, pw, h * 0.14);
      panel(cx + sx * w * 0.2, cy + h * 0.06, pw, h * 0.28);
      panel(cx + sx * w * 0.2, cy - h * 0.27, pw, h * 0.28);
    }
  } else if (/Plank|Rustic/.test(style)) {
    for (let i = 1; i < 5; i += 1)
      deco.push({
        x: cx - w / 2 + (i * w) / 5,
        y: cy,
        w: 0.4 * IN,
        h: h * 0.96,
        d: 0.4 * IN,
        z: face,
        color: '#3a3a3a',
      });
  } else if (/Craftsman/.test(style)) {
    panel(cx, cy - h * 0.2, w * 0.7, h * 0.4);
    panel(cx, cy + h * 0.14, w * 0.8, 1.2 * IN);
  } else if (/Shaker|TwoPanel/.test(style)) {
    panel(cx, cy + h * 0.2, w * 0.66, h * 0.34);
    panel(cx, cy - h * 0.22, w * 0.66, h * 0.34);
  }
  const glassW = w * 0.55;
  const glassH = /Craftsman/.test(style) ? h * 0.22 : h * 0.45;
  const glassY = /Craftsman/.test(style) ? cy + h * 0.32 : cy + h * 0.12;
  const handleX = hingeLeft ? cx + w / 2 - 3 * IN : cx - w / 2 + 3 * IN;
  return (
    <group>
      <Box x={cx} y={cy} w={w} h={h} d={depth / 2} z={depth / 4} color={spec.frameOutside} />
      <Box x={cx} y={cy} w={w} h={h} d={depth / 2} z={-depth / 4} color={spec.frameInside} />
      {deco.map((props, i) => (
        <Box key={i} {...props} />
      ))}
      {(spec.glassInsert || /Craftsman/.test(style)) && (
        <>
          <Box
            x={cx}
            y={glassY}
            w={glassW + 1.5 * IN}
            h={glassH + 1.5 * IN}
            d={depth + 0.6 * IN}
            color={spec.frameOutside}
          />
          <Box
            x={cx}
            y={glassY}
            w={glassW}
            h={glassH}
            d={depth + 1 * IN}
            color={spec.glass.color}
            opacity={Math.max(0.7, spec.glass.opacity)}
            roughness={0.05}
          />
        </>
      )}
      {spec.handleColor && (
        <>
          <Box
            x={handleX}
            y={cy - 0.15 * h + h * 0.12}
            w={1.2 * IN}
            h={6 * IN}
            d={2.5 * IN}
            z={depth / 2 + 1.2 * IN}
            color={spec.handleColor}
            metalness={0.8}
            roughness={0.3}
          />
          <Box
            x={handleX}
            y={cy - 0.15 * h + h * 0.12}
            w={1.2 * IN}
            h={6 * IN}
            d={2.5 * IN}
            z={-depth / 2 - 1.2 * IN}
            color={spec.handleColor}
            metalness={0.8}
            roughness={0.3}
          />
          <Box
            x={handleX}
            y={cy + h * 0.08}
            w={2 * IN}
            h={2 * IN}
            d={depth + 1 * IN}
            color={spec.handleColor}
            metalness={0.8}
            roughness={0.3}
          />
        </>
      )}
    </group>
  );
}

function ExteriorDoorModel({ spec }: { spec: SceneSpec }) {
  const W = spec.widthIn * IN;
  const H = spec.heightIn * IN;
  const t = 2 * IN;
  const depth = 5 * IN;
  const transomH = spec.transom ? 14 * IN : 0;
  const innerW = W - 2 * t;
  // Sidelights are 12" wide, narrower on a small unit so the door keeps most of the opening.
  const sideW = Math.min(12 * IN, innerW * 0.2);
  const doorW = innerW - spec.sidelights * (sideW + t);
  const doorH = H - t - (spec.transom ? transomH + t : 0);
  const doorY = -H / 2 + doorH / 2;
  const leftSide = spec.sidelights === 2 || (spec.sidelights === 1 && spec.openingSide === 'right');
  const rightSide = spec.sidelights === 2 || (spec.sidelights === 1 && spec.openingSide === 'left');
  const doorX = -innerW / 2 + (leftSide ? sideW + t : 0) + doorW / 2;
  const leafW = spec.doorLeaves === 2 ? doorW / 2 - 0.2 * IN : doorW;
  return (
    <group>
      <Frame cx={0} cy={0} w={W} h={H} t={t} depth={depth} outside={spec.frameOutside} inside={spec.frameInside} />
      {spec.transom && (
        <>
          <Member
            x={0}
            y={H / 2 - t - transomH - t / 2}
            w={innerW}
            h={t}
            depth={depth}
            outside={spec.frameOutside}
            inside={spec.frameInside}
          />
          <Glass cx={0} cy={H / 2 - t - transomH / 2} w={innerW} h={transomH} spec={spec} />
        </>
      )}
      {leftSide && (
        <>
          <Glass cx={-innerW / 2 + sideW / 2} cy={doorY} w={sideW} h={doorH} spec={spec} />
          <Member
            x={-innerW / 2 + sideW + t / 2}
            y={doorY}
            w={t}
            h={doorH}
            depth={depth}
            outside={spec.frameOutside}
            inside={spec.frameInside}
          />
        </>
      )}
      {rightSide && (
        <>
          <Glass cx={innerW / 2 - sideW / 2} cy={doorY} w={sideW} h={doorH} spec={spec} />
          <Member
            x={innerW / 2 - sideW - t / 2}
            y={doorY}
            w={t}
            h={doorH}
            depth={depth}
            outside={spec.frameOutside}
            inside={spec.frameInside}
          />
        </>
      )}
      {spec.doorLeaves === 2 ? (
        <>
          <DoorLeaf cx={doorX - doorW / 4} cy={doorY} w={leafW} h={doorH} spec={spec} hingeLeft />
          <DoorLeaf
            cx={doorX + doorW / 4}
            cy={doorY}
            w={leafW}
            h={doorH}
            spec={{ ...spec, handleColor: null }}
            hingeLeft={false}
          />
        </>
      ) : (
        <DoorLeaf cx={doorX} cy={doorY} w={leafW} h={doorH} spec={spec} hingeLeft={spec.openingSide === 'left'} />
      )}
    </group>
  );
}

function GarageDoorModel({ spec }: { spec: SceneSpec }) {
  const W = spec.widthIn * IN;
  const H = spec.heightIn * IN;
  const trim = 4 * IN;
  const sections = Math.max(1, spec.garageSections);
  const gap = 0.5 * IN;
  const sectionH = (H - (sections - 1) * gap) / sections;
  const color = spec.frameOutside;
  const style = spec.doorStyle ?? '';
  const items: BoxProps[] = [];
  for (let s = 0; s < sections; s += 1) {
    const y = -H / 2 + sectionH / 2 + s * (sectionH + gap);
    items.push({ x: 0, y, w: W, h: sectionH, d: 2 * IN, color });
    const isTop = s === sections - 1;
    if (isTop && spec.garageWindows > 0) {
      const n = spec.garageWindows;
      const lw = (W / n) * 0.7;
      for (let i = 0; i < n; i += 1) {
        const x = -W / 2 + (W / n) * (i + 0.5);
        items.push({ x, y, w: lw + 1.5 * IN, h: sectionH * 0.62 + 1.5 * IN, d: 2.4 * IN, color });
        items.push({ x, y, w: lw, h: sectionH * 0.62, d: 2.8 * IN, color: spec.glass.color, opacity: 0.8 });
      }
    } else if (/raised|recessed|carriage/i.test(style)) {
      const n = /recessed/i.test(style) ? 2 : Math.max(2, Math.round(W / (24 * IN)));
      const pw = (W / n) * 0.8;
      for (let i = 0; i < n; i += 1) {
        items.push({ x: -W / 2 + (W / n) * (i + 0.5), y, w: pw, h: sectionH * 0.7, d: 2.6 * IN, color });
      }
    } else if (/ribbed/i.test(style)) {
      for (let i = 1; i < 12; i += 1)
        items.push({ x: -W / 2 + (i * W) / 12, y, w: 0.6 * IN, h: sectionH, d: 2.6 * IN, color });
    }
  }
  const passX = spec.passDoor === 'left' ? -W / 2 + 24 * IN : spec.passDoor === 'right' ? W / 2 - 24 * IN : 0;
  return (
    <group>
      {items.map((props, i) => (
        <Box key={i} {...props} />
      ))}
      <Box x={0} y={H / 2 + trim / 2} w={W + 2 * trim} h={trim} d={3 * IN} color="#f4f4f0" />
      <Box x={-W / 2 - trim / 2} y={0} w={trim} h={H} d={3 * IN} color="#f4f4f0" />
      <Box x={W / 2 + trim / 2} y={0} w={trim} h={H} d={3 * IN} color="#f4f4f0" />
      {spec.passDoor && (
        <>
          <Box x={passX} y={-H / 2 + 40 * IN} w={36 * IN} h={1 * IN} d={3 * IN} z={0.2 * IN} color="#2b2b2b" />
          <Box
            x={passX - 18 * IN}
            y={-H / 2 + 20 * IN}
            w={1 * IN}
            h={40 * IN}
            d={3 * IN}
            z={0.2 * IN}
            color="#2b2b2b"
          />
          <Box
            x={passX + 18 * IN}
            y={-H / 2 + 20 * IN}
            w={1 * IN}
            h={40 * IN}
            d={3 * IN}
            z={0.2 * IN}
            color="#2b2b2b"
          />
          <Box
            x={passX + 14 * IN}
            y={-H / 2 + 20 * IN}
            w={1.5 * IN}
            h={4 * IN}
            d={4 * IN}
            color="#c0c0b8"
            metalness={0.8}
          />
        </>
      )}
    </group>
  );
}

export function OpeningModel({ spec }: { spec: SceneSpec }) {
  if (spec.projectType === 'exteriorDoor') return <ExteriorDoorModel spec={spec} />;
  if (spec.projectType === 'garageDoor') return <GarageDoorModel spec={spec} />;
  return <WindowModel spec={spec} />;
}
