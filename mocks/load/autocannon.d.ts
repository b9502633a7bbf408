/** The part of autocannon 9's API (a JavaScript package without types) that the load run uses. */
declare module 'autocannon' {
  export interface FlowRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface FlowStep<Context> extends FlowRequest {
    setupRequest?: (request: FlowRequest, context: Context) => FlowRequest;
    onResponse?: (status: number, body: string, context: Context) => void;
  }

  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }

  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  export interface Options<Context> {
    url: string;
    connections: number;
    duration: number;
    requests: FlowStep<Context>[];
    timeout?: number;
  }

  export default function autocannon<Context>(options: Options<Context>): Promise<Result>;
}
