/** A question's options as picture cards (or colour swatches), with its 'Auto Changed' badge. */
import { Badge, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { memo, useState } from 'react';
import { AUTO_CHANGED_LABEL, doorMaterialFilters } from '@lintel/shared';
import type { ChildQuestion, ChoiceEntry } from '@lintel/shared';
import { formatMoney } from '../model.ts';

interface OptionCardsProps {
  /** The key `onChoose` is called with. */
  questionKey: string;
  question: ChildQuestion;
  entry: ChoiceEntry | undefined;
  onChoose: (questionKey: string, optionId: number) => void;
  /** Door styles: the spec point 9 material filter (All, Steel, Fiberglass, Wood). */
  withMaterialFilter?: boolean;
  disabled?: boolean;
}

/** Memoised (issue 23, configurator INP): a choice renders again only the questions whose answer changed. */
export const OptionCards = memo(function OptionCards({ questionKey, question, entry, onChoose, withMaterialFilter, disabled }: OptionCardsProps) {
  const [material, setMaterial] = useState('All');
  const filter = doorMaterialFilters.find((item) => item.label === material)?.value ?? null;
  const options = question.questionOptions.filter((option) => !filter || option.metadata.material === filter);
  const headingId = `question-${question.metadata.key}`;
  return (
    <Stack gap="xs">
      <Group gap="xs" justify="space-between">
        <Group gap="xs">
          <Title order={3} size="h5" id={headingId}>
            {question.name}
          </Title>
          {entry?.isAutoChanged && (
            <Badge color="orange" variant="light" size="sm">
              {AUTO_CHANGED_LABEL}
            </Badge>
          )}
        </Group>
        {entry && (
          <Text size="sm" c="dimmed">
            {entry.option.name}
          </Text>
        )}
      </Group>
      {withMaterialFilter && (
        <SegmentedControl
          aria-label="Door material"
          size="xs"
          data={doorMaterialFilters.map((item) => item.label)}
          value={material}
          onChange={setMaterial}
        />
      )}
      <div className="cfg-option-grid" role="group" aria-labelledby={headingId}>
        {options.map((option, index) => {
          const selected = entry?.option.id === option.id;
          return (
            <button
              key={option.id}
              type="button"
              className="cfg-option"
              aria-pressed={selected}
              disabled={disabled}
              onClick={() => onChoose(questionKey, option.id)}
            >
              {option.metadata.color ? (
                <span className="cfg-option__swatch" style={{ background: option.metadata.color }} aria-hidden="true" />
              ) : option.picture ? (
                // The first row is on the first screen (its picture is the page's largest paint): not lazy.
                <img className="cfg-option__picture" src={option.picture.url} alt="" loading={index < 4 ? 'eager' : 'lazy'} />
              ) : null}
              <span className="cfg-option__name">{option.name}</span>
              <span className="cfg-option__price">
                {option.price > 0 ? `+${formatMoney(option.price)}` : 'Included'}
              </span>
            </button>
          );
        })}
        {options.length === 0 && <Text c="dimmed">No {material.toLowerCase()} options.</Text>}
      </div>
    </Stack>
  );
});
