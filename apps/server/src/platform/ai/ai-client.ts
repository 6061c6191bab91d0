/**
 * The AI client (docs/design.md#how-modules-work-together): the official `openai` package pointed at any OpenAI-compatible
 * endpoint (AI_BASE_URL / AI_API_KEY / AI_MODEL), one retry, a whole-call deadline (AI_TIMEOUT_MS),
 * and every answer parsed by the caller's zod schema. A feature is declared with `defineAiFeature`
 * and run with `ai.run`, which uses the feature's deterministic local engine when AI_* is unset and
 * says which engine answered (`source: "local" | "ai"`).
 */
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AiConfig } from '../../config.ts';
import { AppError } from '../errors.ts';

/** Which engine produced an AI feature's answer; every AI response carries it. */
export type AiSource = 'local' | 'ai';

/** One AI feature: its answer schema, its prompt, and the local engine used without AI_*. */
export interface AiFeature<Input, Output> {
  /** Short snake_case name, sent as the JSON schema name (letters, digits, `_`, `-`). */
  name: string;
  /** The answer's shape; an answer that does not match is an AI_BAD_RESPONSE error. */
  schema: z.ZodType<Output>;
  /** The messages for the model. */
  prompt(input: Input): { system: string; user: string };
  /** Deterministic answer without a model (same input, same output). */
  local(input: Input): Output | Promise<Output>;
}

/** Declares an AI feature (typed helper; returns its argument). */
export function defineAiFeature<Input, Output>(feature: AiFeature<Input, Output>): AiFeature<Input, Output> {
  return feature;
}

export interface AiResult<Output> {
  source: AiSource;
  output: Output;
}

export interface AiClient {
  /** True when AI_* is configured. */
  readonly enabled: boolean;
  /**
   * One chat completion whose JSON answer is parsed by `schema`. Throws AppError AI_UNAVAILABLE (503)
   * when AI_* is unset, on a timeout (whole call, both attempts, within AI_TIMEOUT_MS), a refused
   * connection or an error status after one retry; AI_BAD_RESPONSE (502) when the answer is not
   * JSON matching the schema. The raw answer is logged, never put in the error.
   */
  complete<Output>(request: { name: string; schema: z.ZodType<Output>; system: string; user: string }): Promise<Output>;
  /**
   * Runs a feature: the model when AI_* is set, else the local engine. When the model fails and
   * `fallback` is true (the default) the local engine answers and the failure is logged; with
   * `fallback: false` the AppError from `complete` is thrown.
   */
  run<Input, Output>(feature: AiFeature<Input, Output>, input: Input, options?: { fallback?: boolean }): Promise<AiResult<Output>>;
}

/** Where failures are logged (the app's logger). */
export type AiLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/** Creates the client; with `config` undefined every `run` uses the local engine. */
export function createAiClient(config: AiConfig | undefined, log: AiLog): AiClient {
  const openai = config
    ? new OpenAI({
        // Local servers (Ollama, llama.cpp) need no key, but the package insists on one.
        apiKey: config.apiKey ?? 'not-needed',
        ...(config.baseUrl ? { baseURL: config.baseUrl } : {}),
        timeout: config.timeoutMs,
        maxRetries: 1,
      })
    : undefined;

  async function complete<Output>(request: { name: string; schema: z.ZodType<Output>; system: string; user: string }): Promise<Output> {
    if (!openai || !config) throw new AppError('AI_UNAVAILABLE', 'No AI endpoint is configured');
    let content: string | null | undefined;
    try {
      const completion = await openai.chat.completions.create(
        {
          model: config.model,
          messages: [
            { role: 'system', content: request.system },
            { role: 'user', content: request.user },
          ],
          response_format: zodResponseFormat(request.schema, request.name),
        },
        // The per-attempt timeout alone would allow two full attempts; this bounds the whole call.
        { signal: AbortSignal.timeout(config.timeoutMs) },
      );
      content = completion.choices[0]?.message.content;
    } catch (error) {
      throw toAppError(error, config.timeoutMs, log, request.name);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(content ?? '');
    } catch {
      log.warn({ feature: request.name, answer: content?.slice(0, 2000) }, 'AI answer is not JSON');
      throw new AppError('AI_BAD_RESPONSE', 'The AI service gave an answer that could not be read');
    }
    const result = request.schema.safeParse(parsed);
    if (!result.success) {
      log.warn({ feature: request.name, answer: content?.slice(0, 2000), issues: result.error.issues }, 'AI answer does not match its schema');
      throw new AppError('AI_BAD_RESPONSE', 'The AI service gave an answer in an unexpected shape');
    }
    return result.data;
  }

  return {
    enabled: openai !== undefined,
    complete,
    async run(feature, input, options = {}) {
      if (!openai) return { source: 'local', output: await feature.local(input) };
      try {
        const { system, user } = feature.prompt(input);
        return { source: 'ai', output: await complete({ name: feature.name, schema: feature.schema, system, user }) };
      } catch (error) {
        if (options.fallback === false || !(error instanceof AppError)) throw error;
        log.warn({ feature: feature.name, code: error.code }, 'AI failed; the local engine answered');
        return { source: 'local', output: await feature.local(input) };
      }
    },
  };
}

function toAppError(error: unknown, timeoutMs: number, log: AiLog, feature: string): AppError {
  const seconds = `${timeoutMs / 1000} s`;
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) {
    log.warn({ feature }, `AI call timed out after ${seconds}`);
    return new AppError('AI_UNAVAILABLE', `The AI service did not answer within ${seconds}`);
  }
  if (error instanceof APIError) {
    log.warn({ feature, status: error.status, err: error }, 'AI call failed');
    return new AppError('AI_UNAVAILABLE', 'The AI service is not available');
  }
  log.error({ feature, err: error }, 'AI call failed unexpectedly');
  return new AppError('AI_UNAVAILABLE', 'The AI service is not available');
}
