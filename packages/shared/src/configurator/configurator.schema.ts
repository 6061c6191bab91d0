/**
 * Configurator contract (spec points 3, 4, 5 and 7 "Project models"): the catalogue (questions,
 * options, layouts, project types, add-ons), project models with their choices and properties, and
 * the inputs and responses of every configurator call.
 */
import { z } from 'zod';
import { singleLineTextSchema } from '../common/text.ts';
import { fileSchema } from '../files/file.schema.ts';
import { MAX_ATTACHMENT_FILES } from '../files/file.rules.ts';
import { pageQuerySchema, paginationSchema, queryBooleanSchema } from '../common/pagination.ts';
import { quoteModelStages } from '../quotes/quote.enums.ts';
import {
  floorChoices,
  groupStatusFilters,
  openingRoomValues,
  openingSides,
  projectModelStatuses,
  projectTypeKeys,
} from './configurator.enums.ts';

const catalogueId = z.number().int().describe('Catalogue id (integer)');
const dollars = z.number().nonnegative().describe('Dollars, at most two decimals');

// ---- Catalogue ----------------------------------------------------------------------------------

/** Spec point 3 option metadata flags. Absent flags read as false. */
export const optionMetadataSchema = z.object({
  key: z.string().describe('Stable option key, e.g. casement, noGrid, doubleDoorTransom'),
  defaultSelected: z.boolean().optional().describe('The option the rules pick when they add this question'),
  material: z.string().nullable().optional().describe('steel | fiberglass | wood for door styles; vinyl, wood… for frames'),
  hasGlass: z.boolean().optional(),
  hasTransom: z.boolean().optional(),
  hasSideLight: z.boolean().optional(),
  hasWoodColor: z.boolean().optional(),
  hasBayType: z.boolean().optional(),
  hasDoorPlacement: z.boolean().optional(),
  hasDoor: z.boolean().optional(),
  color: z.string().optional().describe('Hex colour for swatches and the 3D preview'),
  panels: z.number().int().optional().describe('Garage door sections / glass lites, for the 3D preview'),
});
export type OptionMetadata = z.infer<typeof optionMetadataSchema>;

export const questionOptionSchema = z.object({
  id: catalogueId,
  name: z.string(),
  picture: z.object({ url: z.string() }).nullable().describe('data: URL or /catalogue/*.svg'),
  metadata: optionMetadataSchema,
  price: dollars.describe('Price added by this option, dollars'),
});
export type QuestionOption = z.infer<typeof questionOptionSchema>;

export const questionMetadataSchema = z.object({
  key: z.string().describe('Question key; the key of the choices map (QuestionKey)'),
  category: z.string(),
  material: z.string().nullable(),
  isTabInMobile: z.boolean(),
  priceIdentificationCount: z.number().int(),
});

const questionBaseSchema = z.object({
  id: catalogueId,
  name: z.string(),
  metadata: questionMetadataSchema,
  questionOptions: z.array(questionOptionSchema),
});
export type ChildQuestion = z.infer<typeof questionBaseSchema>;

/** A step question; grouped questions (COLOR_INSIDE/COLOR_OUTSIDE, HANDLE/LOCK/SET) are its children. */
export const questionSchema = questionBaseSchema.extend({
  projectType: z.enum(projectTypeKeys),
  children: z.array(questionBaseSchema),
});
export type Question = z.infer<typeof questionSchema>;

export const layoutSchema = z.object({
  id: z.number().int().describe('-1 Non standard, -2 Custom Layout, otherwise a catalogue layout'),
  openingType: z.string().describe('Opening type option key, e.g. casement'),
  icon: z.object({ id: z.number().int(), url: z.string() }).nullable(),
  panelsCount: z.string().describe('Number of panels, as a string (spec point 3)'),
  priceIdentificationCount: z.number().int(),
  price: dollars.default(0),
  sizeRange: z
    .object({ minWidth: z.number(), maxWidth: z.number(), minHeight: z.number(), maxHeight: z.number() })
    .nullable()
    .default(null)
    .describe('Inches; null for the special layouts'),
});
export type Layout = z.infer<typeof layoutSchema>;

export const projectTypeSchema = z.object({
  id: catalogueId,
  key: z.string().describe('window | exteriorDoor | garageDoor for the configurable types'),
  name: z.string(),
  isMainTrade: z.boolean(),
  isConfigurable: z.boolean(),
  updatedAt: z.string().describe('Last updated, ISO 8601'),
  basePrice: dollars,
  pricePerSquareFoot: dollars,
});
export type ProjectType = z.infer<typeof projectTypeSchema>;

export const addonSchema = z.object({
  id: catalogueId,
  name: z.string(),
  description: z.string(),
  price: dollars,
  projectTypes: z.array(z.enum(projectTypeKeys)).describe('Project types the add-on applies to'),
});
export type Addon = z.infer<typeof addonSchema>;

// ---- Project model ------------------------------------------------------------------------------

/** One answer in the choices map, keyed by questionKey (spec point 3). */
export const choiceEntrySchema = z.object({
  questionKey: z.string(),
  questionId: catalogueId,
  questionName: z.string(),
  option: questionOptionSchema,
  parentQuestionKey: z.string().optional().describe('Key of the step question for grouped questions'),
  isAutoChanged: z.boolean().describe("Added or changed by a rule; shown 'Auto Changed'"),
});
export type ChoiceEntry = z.infer<typeof choiceEntrySchema>;
export const choicesSchema = z.record(z.string(), choiceEntrySchema);
export type Choices = z.infer<typeof choicesSchema>;

const inches = z.number().positive().max(1000);
export const sizeSchema = z.object({
  id: z.union([z.string().max(40).nullable(), z.number()]).optional().describe('Preset id, when a preset was picked'),
  width: inches.nullable().describe('Inches; null until entered'),
  height: inches.nullable().describe('Inches; null until entered'),
  headroomSize: inches.nullable().optional().describe('Garage door headroom, inches'),
});
export type Size = z.infer<typeof sizeSchema>;

const note = z.string().max(2000);
const fileIds = z.array(z.string().uuid()).max(MAX_ATTACHMENT_FILES).describe('File ids (images and videos)');

function propertiesSchemaOf<F extends z.ZodType>(files: F) {
  return z.object({
    isHandleAndLockNeeded: z.boolean().default(true),
    openingSide: z.enum(openingSides).default('left'),
    note: note.default(''),
    addons: z.array(catalogueId).max(50).default([]).describe('Add-on ids'),
    files,
    size: sizeSchema.default({ width: null, height: null }),
    layouts: z.array(layoutSchema).max(50).default([]),
    activeLayoutId: z.number().int().nullable().default(null),
    isNonStandardLayout: z.boolean().default(false),
    showMissingError: z.boolean().default(false),
    isColorInsideSelected: z.boolean().default(true),
  });
}
function modelPropertiesSchemaOf<F extends z.ZodType>(files: F) {
  return z.object({
    room: z.enum(openingRoomValues).nullable().default(null),
    floor: z.enum(floorChoices).nullable().default(null),
    note: note.default(''),
    files,
  });
}

export const projectModelPropertiesInputSchema = propertiesSchemaOf(fileIds.default([]));
export const modelPropertiesInputSchema = modelPropertiesSchemaOf(fileIds.default([]));
export type ProjectModelPropertiesInput = z.input<typeof projectModelPropertiesInputSchema>;
export type ProjectModelProperties = z.output<typeof projectModelPropertiesInputSchema>;
export type ModelProperties = z.output<typeof modelPropertiesInputSchema>;

export const projectModelSchema = z.object({
  id: z.string().uuid(),
  uuid: z.string().describe('Client cart id (kept from the cart)'),
  projectType: z.enum(projectTypeKeys),
  projectTypeId: catalogueId,
  name: z.string().describe('Nickname; empty when none'),
  status: z.enum(projectModelStatuses),
  choices: choicesSchema,
  properties: propertiesSchemaOf(z.array(fileSchema)),
  modelProperties: modelPropertiesSchemaOf(z.array(fileSchema)),
  isHandleLockNeeded: z.boolean().describe('Same as properties.isHandleAndLockNeeded'),
  priceEstimate: dollars.describe('Server-computed instant estimate, dollars'),
  stage: z
    .enum(quoteModelStages)
    .nullable()
    .optional()
    .describe('Quote flow stage of a saved model (spec point 3 group filters); null before quotes were requested'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectModel = z.infer<typeof projectModelSchema>;

const cartUuid = z.string().trim().min(1).max(64);

export const createProjectModelInputSchema = z
  .object({
    uuid: cartUuid.optional().describe('The cart uuid; a new one is made when absent'),
    projectType: z.enum(projectTypeKeys),
    name: singleLineTextSchema(120).default(''),
    status: z.enum(['CARD_DRAFT', 'SAVED']).default('CARD_DRAFT'),
    choices: choicesSchema.default({}),
    properties: projectModelPropertiesInputSchema.default(projectModelPropertiesInputSchema.parse({})),
    modelProperties: modelPropertiesInputSchema.default(modelPropertiesInputSchema.parse({})),
  })
  .strict();
export type CreateProjectModelInput = z.input<typeof createProjectModelInputSchema>;

export const updateProjectModelInputSchema = z
  .object({
    name: singleLineTextSchema(120),
    status: z.enum(projectModelStatuses).describe('Forward only: CARD_DRAFT → SAVED → DONE'),
    choices: choicesSchema,
    properties: projectModelPropertiesInputSchema,
    modelProperties: modelPropertiesInputSchema,
  })
  .partial()
  .strict();
export type UpdateProjectModelInput = z.input<typeof updateProjectModelInputSchema>;

export const projectModelIdParamsSchema = z.object({ id: z.string().uuid() });

/** GET /project-models/groups/{status}: a model status or a spec point 3 group filter. */
export const projectModelGroupStatusSchema = z.enum([...projectModelStatuses, ...groupStatusFilters]);
export type ProjectModelGroupStatus = z.infer<typeof projectModelGroupStatusSchema>;
export const projectModelGroupsParamsSchema = z.object({ status: projectModelGroupStatusSchema });
export const projectModelGroupSchema = z.object({
  projectType: z.enum(projectTypeKeys),
  label: z.string(),
  models: z.array(projectModelSchema),
});
/** Spec points 2 and 9: the projects list is paged (10 models a page, newest first) and loads more on scroll. */
export const projectModelGroupsQuerySchema = pageQuerySchema.omit({ search: true });
export type ProjectModelGroupsQuery = z.input<typeof projectModelGroupsQuerySchema>;
export const projectModelGroupsResponseSchema = z.object({
  groups: z.object({
    window: projectModelGroupSchema,
    exteriorDoor: projectModelGroupSchema,
    garageDoor: projectModelGroupSchema,
  }).describe("One page of models, grouped by project type"),
  pagination: paginationSchema.describe('Over the models of every group'),
});
export type ProjectModelGroupsResponse = z.infer<typeof projectModelGroupsResponseSchema>;

export const saveProjectModelsInputSchema = z.object({ ids: z.array(z.string().uuid()).min(1).max(100) }).strict();
export const projectModelsResponseSchema = z.object({ projectModels: z.array(projectModelSchema) });
export type ProjectModelsResponse = z.infer<typeof projectModelsResponseSchema>;

/** POST /project-models/multiple/{status}: the cart, saved all or nothing. */
export const multipleProjectModelsParamsSchema = z.object({ status: z.enum(['CARD_DRAFT', 'SAVED']) });
export const multipleProjectModelsInputSchema = z
  .array(createProjectModelInputSchema.omit({ status: true }))
  .min(1)
  .max(50)
  .describe('The cart models');

export const layoutOptionsInputSchema = z
  .object({
    width: inches.describe('Inches'),
    height: inches.describe('Inches'),
    openingType: z.string().trim().min(1).max(60).describe('Opening type option key, e.g. casement'),
  })
  .strict();
export type LayoutOptionsInput = z.infer<typeof layoutOptionsInputSchema>;
export const layoutOptionsResponseSchema = z.object({ availableOptions: z.array(layoutSchema) });

export const questionsQuerySchema = z.object({ type: z.enum(projectTypeKeys) });
export const questionsResponseSchema = z.object({ questions: z.array(questionSchema) });
export type QuestionsResponse = z.infer<typeof questionsResponseSchema>;
export const questionByNameParamsSchema = z.object({
  name: z.string().trim().min(1).max(60).describe("'opening' (opening types), 'types' (door types) or a question key"),
});
export const questionByNameQuerySchema = z.object({ type: z.enum(projectTypeKeys).optional() });

export const projectTypesQuerySchema = z.object({
  getAll: queryBooleanSchema.optional().describe('true: every trade; otherwise the main trades only'),
});
export const projectTypesResponseSchema = z.object({ projectTypes: z.array(projectTypeSchema) });

export const addonsQuerySchema = z.object({ type: z.enum(projectTypeKeys).optional() });
export const addonsResponseSchema = z.object({ addons: z.array(addonSchema) });

export const houseParamsSchema = z.object({ id: z.string().uuid() });
export const houseSchema = z.object({
  id: z.string().uuid(),
  nickname: z.string(),
  type: z.string(),
  address: z.string().nullable(),
  floor: z.number().int().nullable(),
  storey: z.number().int().nullable(),
  rooms: z.array(z.object({ id: z.string().uuid(), name: z.string(), nickname: z.string().nullable() })),
});
export const houseResponseSchema = z.object({ house: houseSchema });
export type House = z.infer<typeof houseSchema>;
