/** Property details: photos carousel, facts, amenities, units and rooms — shared by the details modal and /properties/:id. */
import { ActionIcon, Anchor, Badge, Button, Card, CloseButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type React from 'react';
import { Link } from 'react-router';
import { canHoldUnits, propertySubTypeLabels, propertyTypeLabels, rentStatusLabels, rolesAllowed } from '@lintel/shared';
import type { PropertyDetails } from '@lintel/shared';
import { useAmenitiesQuery, usePropertyYearExpensesQuery } from '../api/properties-api.ts';
import { costFacts } from './property-costs.ts';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { PhotoCarousel } from './photo-carousel.tsx';
import { PropertyRowMenu } from './property-row-menu.tsx';
import { usePropertyActions } from './property-actions.ts';
import { rentStatusBadgeProps, showsLeasing } from './rent-status.ts';
import { ActiveLeaseSummaryCard } from './active-lease-summary.tsx';
import { paths } from '../../../lib/paths.ts';
import { IconPencil } from '../../../components/ui/icons.tsx';
import { StatusBadge } from '../../../components/ui/status-badge/status-badge.tsx';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });

function Facts({ property, leasing }: { property: PropertyDetails; leasing: boolean }) {
  const role = useAppSelector((state) => state.auth.user?.role);
  const year = new Date().getFullYear();
  // This year's recorded expenses give the carrying costs; only roles that read money ask.
  const expenses = usePropertyYearExpensesQuery({ propertyId: property.id, year }, { skip: !role || !rolesAllowed('money.read').includes(role) }).data;
  const facts: [string, string][] = [
    ['Type', propertyTypeLabels[property.type]],
    ['Sub-type', property.subType ? propertySubTypeLabels[property.subType] : '—'],
    ...(leasing ? [['Rent status', rentStatusLabels[property.rentStatus]] as [string, string]] : []),
    ['Studio', property.isStudio ? 'Yes' : 'No'],
  ];
  if (canHoldUnits(property.type)) facts.push(['Units', String(property.unitsCount)]);
  if (property.floor !== null) facts.push(['Floor', String(property.floor)]);
  if (property.storey !== null) facts.push(['Storeys', String(property.storey)]);
  if (property.roomsDetails)
    facts.push(
      ['Bedrooms', String(property.roomsDetails.bedroom)],
      ['Bathrooms', String(property.roomsDetails.bathroom)],
      ['Dens', String(property.roomsDetails.den)],
    );
  const parking = property.parkingSpaces;
  facts.push([
    'Parking',
    `${parking.garageParking} garage · ${parking.carportParking} carport · ${parking.parkingLot} lot`,
  ]);
  if (property.sizes.sqFt) facts.push(['Interior', `${property.sizes.sqFt.toLocaleString()} sq ft`]);
  if (property.sizes.lotSqFt) facts.push(['Lot', `${property.sizes.lotSqFt.toLocaleString()} sq ft`]);
  if (property.sizes.ceilingHeight) facts.push(['Ceiling height', `${property.sizes.ceilingHeight} ft`]);
  facts.push(...costFacts(property.taxes, expenses, year, (dollars) => money.format(dollars)));
  return (
    <dl className="facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PropertyDetailsView({
  property,
  headingLevel = 2,
  onNavigate,
}: {
  property: PropertyDetails;
  headingLevel?: 1 | 2;
  onNavigate?: () => void;
}) {
  const actions = usePropertyActions();
  // The names are asked only when the record has amenities (a fixed list, kept by the cache).
  const amenities = useAmenitiesQuery(undefined, { skip: property.amenityIds.length === 0 });
  const amenityNames = (amenities.data ?? []).filter((item) => property.amenityIds.includes(item.id)).map((item) => item.name);
  const address = property.location
    ? [property.location.address, property.location.city, property.location.state, property.location.postalCode]
        .filter(Boolean)
        .join(', ')
    : null;
  const sub = headingLevel + 1 === 2 ? 'h2' : 'h3';
  const allImages = property.images.length + property.units.reduce((sum, unit) => sum + unit.images.length, 0);
  const leasing = showsLeasing(useAppSelector((state) => state.auth.user?.role), property);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={headingLevel}>{property.nickname}</Title>
          <Text c="dimmed">
            {address ?? (property.parent ? `Unit of ${property.parent.nickname}` : propertyTypeLabels[property.type])}
          </Text>
          <Group gap="xs" mt={6}>
            {leasing && <StatusBadge {...rentStatusBadgeProps(property.rentStatus)}>{rentStatusLabels[property.rentStatus]}</StatusBadge>}
            {property.archived && (
              <StatusBadge
                color="gray"
                style={{ '--badge-color': 'var(--mantine-color-gray-9)' } as React.CSSProperties}
              >
                Archived
              </StatusBadge>
            )}
          </Group>
        </div>
        <Group gap="xs">
          <Button variant="light" onClick={() => actions.edit(property)}>
            Edit
          </Button>
          <Button variant="default" onClick={() => void actions.toggleArchive(property)}>
            {property.archived ? 'Restore' : 'Archive'}
          </Button>
          <Button variant="default" color="red" c="red.8" onClick={() => actions.remove(property)}>
            Delete
          </Button>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <PhotoCarousel images={property.images} name={property.nickname} />
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => actions.addImage(property)}>
              Add image
            </Button>
            {allImages > 0 && (property.units.length > 0 || property.parent) && (
              <Button size="xs" variant="light" onClick={() => actions.moveImage(property)}>
                Move image
              </Button>
            )}
          </Group>
        </Stack>
        <Stack>
          <Facts property={property} leasing={leasing} />
          {leasing && (property.activeLease || !canHoldUnits(property.type)) && (
            <ActiveLeaseSummaryCard lease={property.activeLease} headingComponent={sub} onNavigate={onNavigate} />
          )}
          <div>
            <Group justify="space-between">
              <Text component={sub} fw={650} m={0}>
                Amenities
              </Text>
              <Button size="xs" variant="subtle" onClick={() => actions.editAmenities(property)}>
                Edit amenities
              </Button>
            </Group>
            <Text size="sm" c={amenityNames.length ? undefined : 'dimmed'}>
              {amenityNames.length ? amenityNames.join(', ') : property.amenityIds.length ? 'Loading…' : 'None yet'}
            </Text>
          </div>
        </Stack>
      </SimpleGrid>

      {canHoldUnits(property.type) && (
        <Card withBorder component="section" aria-label="Units">
          <Group justify="space-between" mb="sm">
            <Text component={sub} fw={650} fz="lg" m={0}>
              Units ({property.unitsCount})
            </Text>
            <Button size="xs" onClick={() => actions.addUnit(property)}>
              Add unit
            </Button>
          </Group>
          {property.units.length === 0 ? (
            <Text c="dimmed" size="sm">
              No units yet.
            </Text>
          ) : (
            <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {property.units.map((unit) => (
                <Group key={unit.id} component="li" justify="space-between" wrap="nowrap">
                  <div>
                    <Anchor component={Link} to={paths.property(unit.id)} onClick={onNavigate} fw={600}>
                      {unit.nickname}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {leasing ? rentStatusLabels[unit.rentStatus] : propertyTypeLabels[unit.type]}
                      {unit.activeLease?.tenants.length ? ` · ${unit.activeLease.tenants.map((tenant) => tenant.fullName).join(', ')}` : ''}
                      {unit.roomsDetails ? ` · ${unit.roomsDetails.bedroom} bd · ${unit.roomsDetails.bathroom} ba` : ''}
                      {unit.archived ? ' · archived' : ''}
                    </Text>
                  </div>
                  <PropertyRowMenu property={unit} />
                </Group>
              ))}
            </Stack>
          )}
        </Card>
      )}

      <Card withBorder component="section" aria-label="Rooms">
        <Group justify="space-between" mb="sm">
          <Text component={sub} fw={650} fz="lg" m={0}>
            Rooms ({property.rooms.length})
          </Text>
          <Button size="xs" onClick={() => actions.addRoom(property)}>
            Add room
          </Button>
        </Group>
        {property.rooms.length === 0 ? (
          <Text c="dimmed" size="sm">
            No rooms yet.
          </Text>
        ) : (
          <Group gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {property.rooms.map((room) => (
              <Badge
                key={room.id}
                component="li"
                size="lg"
                variant="light"
                color="indigo"
                style={{ '--badge-color': 'var(--mantine-color-indigo-9)' } as React.CSSProperties}
                rightSection={
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      size="xs"
                      variant="subtle"
                      color="indigo.9"
                      aria-label={`Edit room ${room.nickname ?? room.name}`}
                      onClick={() => actions.editRoom(room)}
                    >
                      <IconPencil size={12} />
                    </ActionIcon>
                    <CloseButton
                      size="xs"
                      aria-label={`Delete room ${room.nickname ?? room.name}`}
                      onClick={() => actions.deleteRoom(room)}
                    />
                  </Group>
                }
              >
                {room.nickname ? `${room.nickname} (${room.name})` : room.name}
              </Badge>
            ))}
          </Group>
        )}
      </Card>
    </Stack>
  );
}
