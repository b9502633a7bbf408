import { operations } from '../../src/api/generated/operations';
import { checkResponse, type DeclaredStatuses } from './check-response';
import type {
  ConformanceClient,
  ConformanceRequest,
  ExchangeRecord,
  Expectation,
  HttpMethod,
  WalkSettings,
} from './walk-types';

/** What a step sends besides the operation: path parameters, query, body, token, extra headers. */
export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** An answer as the steps read it: `data` is the parsed body of a 2xx answer. */
export interface Answer<T> {
  status: number;
  ok: boolean;
  data: T | undefined;
  /** The body as answered (for comparing two answers). */
  bodyText: string;
}

const isSuccess = (status: number): boolean => status >= 200 && status < 300;

function pathOf(template: string, params: CallInput['params'] = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The walk gave no value for {${name}} of ${template}.`);
    return encodeURIComponent(String(value));
  });
}

const withQuery = (path: string, query: CallInput['query']): string => {
  const entries = Object.entries(query ?? {}).map(([key, value]) => [key, String(value)]);
  return entries.length > 0 ? `${path}?${new URLSearchParams(entries).toString()}` : path;
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * One walk through the API: sends each step by operationId (method and path from the SPEC call
 * list), checks every answer against the contract and records it.
 */
export class WalkSession {
  readonly records: ExchangeRecord[] = [];
  readonly surprises: string[] = [];
  readonly skipped: string[] = [];
  readonly settings: WalkSettings;
  readonly #client: ConformanceClient;
  readonly #declared: DeclaredStatuses;

  constructor(client: ConformanceClient, settings: WalkSettings, declared: DeclaredStatuses) {
    this.#client = client;
    this.settings = settings;
    this.#declared = declared;
  }

  /** A step meant to succeed. */
  succeed<T>(operationId: string, step: string, input: CallInput = {}): Promise<Answer<T>> {
    return this.#call<T>(operationId, 'success', step, input);
  }

  /**
   * A step meant to reach one of the operation's declared errors; with `status`, that one exactly
   * (where the contract promises it, as 404 for someone else's order), else the answer is off-spec.
   */
  fail(operationId: string, step: string, input: CallInput = {}, status?: number): Promise<Answer<unknown>> {
    return this.#call(operationId, 'error', step, input, status);
  }

  /** Notes an answer that is declared but breaks a promise the contract makes in words. */
  breaksPromise(operationId: string, step: string, problem: string): void {
    const record = this.records.findLast(
      (candidate) => candidate.operationId === operationId && candidate.step === step,
    );
    if (record) record.problems.push(problem);
    else this.surprises.push(`${operationId} (${step}): ${problem}`);
  }

  /** Sends a request that is not an operation of the contract (a test double's own endpoint). */
  raw(request: ConformanceRequest): ReturnType<ConformanceClient> {
    return this.#client(request);
  }

  /** Notes a step that could not run because an earlier answer lacked what it needs. */
  skip(step: string, reason: string): void {
    this.skipped.push(`${step}: ${reason}`);
  }

  async #call<T>(
    operationId: string,
    expected: Expectation,
    step: string,
    input: CallInput,
    promisedStatus?: number,
  ): Promise<Answer<T>> {
    const call = operations.find((candidate) => candidate.operationId === operationId);
    if (!call) throw new Error(`${operationId} is not an operation of the contract.`);
    const request: ConformanceRequest = {
      method: call.method.toUpperCase() as HttpMethod,
      path: pathOf(call.path, input.params),
      headers: { ...this.settings.clientHeaders, ...input.headers },
    };
    if (input.query) request.query = input.query;
    if (input.body !== undefined) request.body = input.body;
    if (input.token) request.token = input.token;

    let status = 0;
    let problems: string[];
    let bodyText = '';
    try {
      ({ status, bodyText } = await this.#client(request));
      problems = checkResponse(this.#declared, operationId, status, bodyText);
      if (promisedStatus !== undefined && status !== promisedStatus) {
        problems.push(`the contract promises ${promisedStatus} here, got ${status}`);
      }
    } catch (error) {
      problems = [`no answer: ${error instanceof Error ? error.message : String(error)}`];
    }
    const path = withQuery(request.path, input.query);
    this.records.push({ operationId, method: request.method, path, status, problems, expected, step });
    const ok = isSuccess(status);
    if (status !== 0 && ok !== (expected === 'success')) {
      this.surprises.push(
        `${operationId} (${step}): expected ${expected}, got ${status} ${bodyText.slice(0, 200)}`,
      );
    }
    return { status, ok, data: ok ? (parseJson(bodyText) as T) : undefined, bodyText };
  }
}
