import autocannon from "autocannon";
import { type Figures, summarise } from "./measure.ts";

/** One request of a scenario; a generator gives a different one each time (varied keywords, calendars…). */
export interface BenchRequest {
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Drives the server with `connections` concurrent keep-alive connections for `seconds`, each request
 * made by `nextRequest`, and records every response's latency (autocannon's own histogram has no p95).
 * A non-2xx answer counts as an error.
 */
export async function runHttpLoad(options: {
  baseUrl: string;
  connections: number;
  seconds: number;
  nextRequest: () => BenchRequest;
}): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: options.baseUrl,
      connections: options.connections,
      duration: options.seconds,
      requests: [
        {
          setupRequest: (request) => {
            const next = options.nextRequest();
            return {
              ...request,
              method: next.method,
              path: next.path,
              headers: { ...request.headers, "content-type": "application/json", ...next.headers },
              body: next.body === undefined ? undefined : JSON.stringify(next.body),
            };
          },
        },
      ],
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    else errors += 1;
  });
  const result = await done;
  return summarise(latencies, options.seconds, errors + result.errors + result.timeouts);
}
