/**
 * /configurator/projects — saved project models grouped by project type (GET /project-models/groups/
 * {status}) with the spec point 3 group filters and labels (default active, spec point 9); remove,
 * and request quotes for the shown models.
 */
import { Alert, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ListEmpty, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  DEFAULT_GROUP_STATUS_FILTER,
  groupStatusFilterLabels,
  groupStatusFilters,
  projectModelStatusLabels,
  projectModelTitle,
} from '@lintel/shared';
import type { AsyncStatus, GroupStatusFilter, ProjectModelGroupsResponse } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { modalNames } from '../../../components/ui/modal-stack/modal-names.ts';
import { modalOpened } from '../../../components/ui/modal-stack/modal-stack-slice.ts';
import { fetchProjectGroups } from '../api/project-model-calls.ts';
import { ConfiguratorNav } from '../components/configurator-nav.tsx';
import { formatMoney } from '../model.ts';
import { checkoutStarted } from '../state/cart-slice.ts';
import { useCfgDispatch, useCfgSelector, useIsSignedIn } from '../state/hooks.ts';

export default function ProjectsPage() {
  const signedIn = useIsSignedIn();
  if (!signedIn) {
    return (
      <Stack gap="md">
        <ConfiguratorNav />
        <Alert title="Sign in to see your projects">
          <Button component={Link} to={paths.login} size="xs" mt="xs">
            Sign in
          </Button>
        </Alert>
      </Stack>
    );
  }
  return <Projects />;
}

function Projects() {
  const dispatch = useCfgDispatch();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<GroupStatusFilter>(DEFAULT_GROUP_STATUS_FILTER);
  const [groups, setGroups] = useState<ProjectModelGroupsResponse['groups'] | null>(null);
  const [status, setStatus] = useState<AsyncStatus>('idle');
  const [attempt, setAttempt] = useState(0);
  const projectsVersion = useCfgSelector((state) => state.cart.projectsVersion);

  useEffect(() => {
    setStatus('pending');
    const request = dispatch(fetchProjectGroups(filter));
    request.then((result) => {
      if (fetchProjectGroups.fulfilled.match(result)) {
        setGroups(result.payload);
        setStatus('succeeded');
      } else if (!result.meta.aborted) setStatus('rejected');
    });
    return () => request.abort();
  }, [filter, dispatch, projectsVersion, attempt]);

  const shown = groups ? Object.values(groups).flatMap((group) => group.models) : [];
  // The groups answer is one small response (no pages): the kit's body gives it the same loading,
  // error-with-Retry and empty states as every list page.
  const nonEmptyGroups = groups ? Object.values(groups).filter((group) => group.models.length > 0) : [];
  const list = {
    items: nonEmptyGroups,
    status: status === 'pending' && groups ? ('succeeded' as const) : status,
    loadMoreStatus: 'idle' as const,
    error: 'Failed to get projects',
  };
  const controls = { reload: () => setAttempt((value) => value + 1), loadMore: () => undefined, hasMore: false };

  return (
    <Stack gap="md">
      <ConfiguratorNav />
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Projects
        </Title>
        <Select
          label="Status"
          w={220}
          data={groupStatusFilters.map((value) => ({ value, label: groupStatusFilterLabels[value] }))}
          value={filter}
          allowDeselect={false}
          onChange={(value) => value && setFilter(value as GroupStatusFilter)}
        />
      </Group>
      <PagedListBody
        list={list}
        controls={controls}
        noun="projects"
        empty={
          <ListEmpty
            title="No projects here"
            text={`No project models with the status ${groupStatusFilterLabels[filter]}.`}
          />
        }
        cards={(visibleGroups) =>
          visibleGroups.map((group) => (
            <Stack key={group.projectType} gap="xs" component="section" aria-label={group.label}>
              <Title order={2} size="h4">
                {group.label} <Badge variant="light">{group.models.length}</Badge>
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {group.models.map((model) => (
                  <Card key={model.id} withBorder padding="md" radius="md">
                    <Stack gap={4}>
                      <Group justify="space-between">
                        <Text fw={700}>{projectModelTitle(model)}</Text>
                        <Badge variant="light">{projectModelStatusLabels[model.status]}</Badge>
                      </Group>
                      <Text size="sm" c="dimmed">
                        {model.properties.size.width && model.properties.size.height
                          ? `${model.properties.size.width}" x ${model.properties.size.height}"`
                          : 'No size'}
                      </Text>
                      <Text fw={600}>{formatMoney(model.priceEstimate)}</Text>
                      <Group gap={6}>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          onClick={() =>
                            dispatch(
                              modalOpened({
                                name: modalNames.removeProjectModel,
                                props: { uuid: model.uuid, id: model.id, title: projectModelTitle(model) },
                              }),
                            )
                          }
                        >
                          Remove
                        </Button>
                      </Group>
                    </Stack>
                  </Card>
                ))}
              </SimpleGrid>
            </Stack>
          ))
        }
      />
      {shown.some((model) => model.status === 'SAVED') && (
        <Group>
          <Button
            onClick={() => {
              const saved = shown.filter((model) => model.status === 'SAVED');
              dispatch(
                checkoutStarted({
                  ids: saved.map((model) => model.id),
                  projectTypes: [...new Set(saved.map((model) => model.projectType))],
                  uuids: [],
                }),
              );
              void navigate(paths.configuratorCheckout);
            }}
          >
            Request quotes for these
          </Button>
        </Group>
      )}
    </Stack>
  );
}
