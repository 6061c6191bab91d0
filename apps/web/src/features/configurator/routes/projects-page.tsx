/**
 * /configurator/projects — saved project models grouped by project type (GET /project-models/groups/
 * {status}, through the data cache) with the spec point 3 group filters and labels (default active,
 * spec point 9), ten models a page, more on scroll (spec point 2); rename, remove, and request quotes
 * for the shown models.
 */
import { Alert, Badge, Button, Group, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { ListEmpty, PagedListBody } from '../../../components/ui/paged-list/paged-list-body.tsx';
import { useCachedPagedList } from '../../../components/ui/paged-list/use-cached-paged-list.ts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  DEFAULT_GROUP_STATUS_FILTER,
  groupStatusFilterLabels,
  groupStatusFilters,
  projectTypeKeys,
  projectTypeLabels,
} from '@lintel/shared';
import type { GroupStatusFilter } from '@lintel/shared';
import { paths } from '../../../lib/paths.ts';
import { useProjectModelsInfiniteQuery } from '../api/configurator-api.ts';
import { ConfiguratorNav } from '../components/configurator-nav.tsx';
import { ProjectModelCard } from '../components/project-model-card.tsx';
import { checkoutStarted } from '../state/cart-slice.ts';
import { useCfgDispatch, useIsSignedIn } from '../state/hooks.ts';

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
  const [status, setStatus] = useState<GroupStatusFilter>(DEFAULT_GROUP_STATUS_FILTER);
  // The status is the query's argument: each filter keeps its own cached pages. A rename or removal
  // changes the cached pages in place; a save or quote request makes the server list them again.
  const { list, controls } = useCachedPagedList(useProjectModelsInfiniteQuery({ status }), 'Failed to get project');
  const shown = list.items;

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
          value={status}
          allowDeselect={false}
          onChange={(value) => value && setStatus(value as GroupStatusFilter)}
        />
      </Group>
      <PagedListBody
        list={list}
        controls={controls}
        noun="projects"
        empty={
          <ListEmpty
            title="No projects here"
            text={`No project models with the status ${groupStatusFilterLabels[status]}.`}
          />
        }
        // The loaded models, newest first, under their project type (spec point 7 groups).
        cards={(models) =>
          projectTypeKeys
            .map((type) => ({ type, models: models.filter((model) => model.projectType === type) }))
            .filter((group) => group.models.length > 0)
            .map((group) => (
              <Stack key={group.type} gap="xs" component="section" aria-label={projectTypeLabels[group.type]}>
                <Title order={2} size="h4">
                  {projectTypeLabels[group.type]} <Badge variant="light">{group.models.length}</Badge>
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {group.models.map((model) => (
                    <ProjectModelCard key={model.id} model={model} />
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
