/**
 * Where the 3D preview shows (spec point 2): inline beside the steps on wide screens; on small screens
 * a '3D preview' block: on phones one 'See 3D' toggle shows it inline, with 'Full screen' (the modal)
 * once it shows; on tablets 'Preview in 3D' opens the modal (issue 22 item 9: never both side by side).
 * three.js loads only when a preview is actually shown.
 */
import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Component, lazy, memo, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import type { ConfiguredModel } from '../model.ts';
import { useCfgDispatch } from '../state/hooks.ts';

const Preview3D = lazy(() => import('../three/preview-3d.tsx'));

/** A preview that fails to load (offline, a new deploy) says so and can retry, instead of breaking the page. */
class PreviewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="cfg-preview" style={{ display: 'grid', placeItems: 'center', height: 160 }}>
        <Stack align="center" gap="xs">
          <Text size="sm">The 3D preview could not load.</Text>
          <Button size="compact-sm" variant="default" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Stack>
      </div>
    );
  }
}

/** Memoised: rendered again only for a new model or height (the configurator passes a deferred model). */
export const LazyPreview = memo(function LazyPreview({ model, height }: { model: ConfiguredModel; height?: number | string }) {
  return (
    <PreviewBoundary>
      <Suspense
        fallback={
          <div className="cfg-preview" style={{ height, display: 'grid', placeItems: 'center' }}>
            <Loader aria-label="Loading 3D preview" />
          </div>
        }
      >
        <Preview3D model={model} height={height} />
      </Suspense>
    </PreviewBoundary>
  );
});

/** Memoised like LazyPreview: a click that changes nothing it shows does not render it. */
export const PreviewBlock = memo(function PreviewBlock({ model }: { model: ConfiguredModel }) {
  const dispatch = useCfgDispatch();
  const isWide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [inline, setInline] = useState(false);
  if (isWide) return <LazyPreview model={model} />;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="3D preview">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>3D preview</Text>
          <Group gap="xs" wrap="nowrap">
            {isPhone && (
              <Button
                size="compact-sm"
                variant={inline ? 'filled' : 'light'}
                onClick={() => setInline((value) => !value)}
                aria-expanded={inline}
              >
                See 3D
              </Button>
            )}
            {(!isPhone || inline) && (
              <Button size="compact-sm" variant="default" onClick={() => dispatch(modalOpened({ name: modalNames.preview3d }))}>
                {isPhone ? 'Full screen' : 'Preview in 3D'}
              </Button>
            )}
          </Group>
        </Group>
        {inline && <LazyPreview model={model} height={280} />}
      </Stack>
    </Paper>
  );
});
