/**
 * One table row as a phone card (issue 11 item 16): the row's selection box, its heading and its row
 * menu on the first line, its status badges under the heading, the other columns as labelled facts.
 * VirtualTable shows these below Mantine's `sm` so no list scrolls sideways with its status off screen.
 */
import { Card, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Where a column goes on a phone card: `title` (the heading, first line), `status` (badges under the
 * heading), `action` (the row menu, top right), `select` (the checkbox, top left), `fact` (a labelled
 * line below) or `hidden`.
 */
export type CardSlot = 'title' | 'status' | 'action' | 'select' | 'fact' | 'hidden';

/** The part of a table column a card needs (VirtualColumn has these fields). */
export interface CardColumn<T> {
  key: string;
  header: ReactNode;
  cell: (item: T, index: number) => ReactNode;
  /** Defaults: key `select` → select, `actions` → action, `status` → status, the first other column → title, the rest → fact. */
  card?: CardSlot;
  /** The fact's label on a card when `header` is not plain text. */
  label?: string;
}

export type CardLayout<T> = Record<CardSlot, CardColumn<T>[]>;

const slotByKey: Partial<Record<string, CardSlot>> = { select: 'select', actions: 'action', status: 'status' };

/** Sorts columns into card slots (explicit `card` first, then the defaults above); keeps their order within a slot. */
export function cardLayoutOf<T>(columns: readonly CardColumn<T>[]): CardLayout<T> {
  const layout: CardLayout<T> = { title: [], status: [], action: [], select: [], fact: [], hidden: [] };
  const hasTitle = columns.some((column) => column.card === 'title');
  for (const column of columns) {
    let slot = column.card ?? slotByKey[column.key];
    if (!slot) slot = !hasTitle && layout.title.length === 0 ? 'title' : 'fact';
    layout[slot].push(column);
  }
  return layout;
}

const cellsOf = <T,>(columns: CardColumn<T>[], item: T, index: number) =>
  columns.map((column) => <div key={column.key}>{column.cell(item, index)}</div>);

export interface RowCardProps<T> {
  item: T;
  index: number;
  layout: CardLayout<T>;
  selected?: boolean;
}

/** A row as a card; its facts are a description list labelled by the column headers. */
export function RowCard<T>({ item, index, layout, selected }: RowCardProps<T>) {
  return (
    <Card withBorder padding="sm" className="row-card" bg={selected ? 'blue.0' : undefined}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {cellsOf(layout.select, item, index)}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          {cellsOf(layout.title, item, index)}
          {layout.status.length > 0 && (
            <Group gap="xs" className="row-card-status">
              {cellsOf(layout.status, item, index)}
            </Group>
          )}
        </Stack>
        {cellsOf(layout.action, item, index)}
      </Group>
      {layout.fact.length > 0 && (
        <dl className="row-card-facts">
          {layout.fact.map((column) => (
            <div key={column.key}>
              <dt>{column.label ?? column.header}</dt>
              <dd>{column.cell(item, index)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
