/**
 * /configurator/:projectType — the step-by-step configurator (spec point 2): the step list of the type
 * (visibleSteps), each step's options as picture cards, the size panel, the live 3D preview and the
 * instant estimate; the summary adds the opening to the cart.
 */
import { Alert, Badge, Button, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useDeferredValue, useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { AUTO_CHANGED_LABEL, disabledSteps, projectTypeKeys, projectTypeLabels, visibleSteps } from '@lintel/shared';
import type { ConfiguratorStep, ProjectTypeKey } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { ConfiguratorNav } from '../components/configurator-nav.tsx';
import { PreviewBlock } from '../components/preview-block.tsx';
import { PriceCard } from '../components/price-card.tsx';
import { SizePanel } from '../components/size-panel.tsx';
import { HandleAndLockToggle, StepPanel } from '../components/step-panel.tsx';
import { isStepAutoChanged, stepTitle } from '../components/step-meta.ts';
import { draftPropertiesChanged, stepChanged } from '../state/configurator-slice.ts';
import { startNewModel } from '../state/configurator-thunks.ts';
import { useQuestionsQuery } from '../api/configurator-api.ts';
import { useCfgDispatch, useCfgSelector } from '../state/hooks.ts';

const isProjectType = (value: string | undefined): value is ProjectTypeKey =>
  projectTypeKeys.includes(value as ProjectTypeKey);

export default function ConfiguratorPage() {
  const { projectType } = useParams();
  if (!isProjectType(projectType)) return <Navigate to={paths.configurator} replace />;
  return <Configurator projectType={projectType} />;
}

function Configurator({ projectType }: { projectType: ProjectTypeKey }) {
  const dispatch = useCfgDispatch();
  const draft = useCfgSelector((state) => state.configurator.draft);
  const storedStep = useCfgSelector((state) => state.configurator.step);
  // The type's questions stay in the cache while the page shows them (chooseAnswer reads them there).
  const { data: questions, isError, refetch } = useQuestionsQuery(projectType);
  const isMobile = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const isWide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const model = draft?.projectType === projectType ? draft : null;
  // A choice paints its card at once; the 3D preview and the estimate follow in a deferred render
  // (issue 23, configurator INP): they get the model a click behind until React has time for them.
  const shownModel = useDeferredValue(model);

  useEffect(() => {
    if (!model && questions) void dispatch(startNewModel(projectType));
  }, [model, questions, projectType, dispatch]);

  if (isError && !questions) {
    return (
      <Alert color="red" title="The catalogue could not be loaded">
        <Button mt="sm" variant="light" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!model || !questions) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label="Loading the configurator" />
      </Group>
    );
  }

  const steps = visibleSteps(projectType, model.choices, { isMobile });
  const disabled = disabledSteps(projectType, model.properties);
  const step: ConfiguratorStep =
    storedStep && steps.includes(storedStep) && !disabled.includes(storedStep) ? storedStep : steps[0]!;
  const enabled = steps.filter((candidate) => !disabled.includes(candidate));
  const position = enabled.indexOf(step);
  const go = (next: ConfiguratorStep | undefined) => next && dispatch(stepChanged(next));
  const hasOpeningSide =
    projectType === 'exteriorDoor' || model.choices.OPENING_TYPE?.option.metadata.key === 'casement';

  return (
    <div>
      <ConfiguratorNav />
      <Group justify="space-between" mb="sm" align="flex-end">
        <div>
          <Text size="sm" c="dimmed">
            {model.uuid ? 'Editing a cart item' : 'New'} · {projectTypeLabels[projectType]}
          </Text>
          <Title order={1} size="h2">
            Configure your {projectTypeLabels[projectType].toLowerCase()}
          </Title>
        </div>
      </Group>
      <ol className="cfg-steps" aria-label="Steps">
        {steps.map((candidate, i) => (
          <li key={candidate}>
            <button
              type="button"
              className="cfg-step-button"
              aria-current={candidate === step ? 'step' : undefined}
              disabled={disabled.includes(candidate)}
              onClick={() => go(candidate)}
            >
              {i + 1}. {stepTitle(candidate, questions)}
              {isStepAutoChanged(candidate, model.choices) && (
                <Badge size="xs" color="orange" variant={candidate === step ? 'white' : 'light'}>
                  {AUTO_CHANGED_LABEL}
                </Badge>
              )}
            </button>
          </li>
        ))}
      </ol>
      {projectType === 'exteriorDoor' && (
        <Group mt="xs">
          <HandleAndLockToggle model={model} />
        </Group>
      )}
      {/* Below desktop width the preview comes first, not under the option cards (issue 22 item 9). */}
      {!isWide && (
        <div style={{ marginTop: 16 }}>
          <PreviewBlock model={shownModel ?? model} />
        </div>
      )}
      <div className="cfg-layout" style={{ marginTop: 16 }}>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="cfg-step-heading">
          <Stack gap="lg">
            {/* The step's own heading keeps the outline h1 → h2 → h3 (Lighthouse heading-order); the step list shows its name already. */}
            <h2 className="cfg-visually-hidden" id="cfg-step-heading">
              {stepTitle(step, questions)}
            </h2>
            <StepPanel step={step} model={model} questions={questions} />
            <Group justify="space-between">
              <Button variant="default" disabled={position <= 0} onClick={() => go(enabled[position - 1])}>
                Back
              </Button>
              {step !== 'SUMMARY' && <Button onClick={() => go(enabled[position + 1])}>Next</Button>}
            </Group>
          </Stack>
        </Paper>
        <Stack gap="md" className="cfg-aside">
          {isWide && <PreviewBlock model={shownModel ?? model} />}
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <SizePanel model={model} />
              {hasOpeningSide && (
                <SegmentedControl
                  aria-label={projectType === 'window' ? 'Hinge side' : 'Handle side'}
                  size="xs"
                  value={model.properties.openingSide}
                  onChange={(value) => dispatch(draftPropertiesChanged({ openingSide: value as 'left' | 'right' }))}
                  data={[
                    { value: 'left', label: projectType === 'window' ? 'Opens left' : 'Handle left' },
                    { value: 'right', label: projectType === 'window' ? 'Opens right' : 'Handle right' },
                  ]}
                />
              )}
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <PriceCard model={shownModel ?? model} />
          </Paper>
        </Stack>
      </div>
    </div>
  );
}
