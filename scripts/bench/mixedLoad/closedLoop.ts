import autocannon from 'autocannon';

/** One request as the load sends it; kind names the row its figures go to. */
export interface LoadRequest {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** One server and the connections that load it. */
export interface LoadTarget {
  url: string;
  connections: number;
}

export interface KindFigures {
  requests: number;
  /** Replies other than 2xx and 304. */
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

export interface LoadFigures {
  seconds: number;
  requests: number;
  byKind: Map<string, KindFigures>;
  overall: KindFigures;
  /** Connections refused or reset, and requests with no reply within autocannon's timeout. */
  connectionErrors: number;
  /** The first failed reply of each status, so a failing run says why. */
  firstFailures: Map<number, string>;
}

/** What a request was and how it was answered, handed to the caller (e.g. to note writes). */
export type ReplyListener<R extends LoadRequest> = (
  request: R,
  status: number,
  body: string,
) => void;

interface ConnectionContext<R> {
  request?: R;
}

const isAnswered = (status: number) => (status >= 200 && status < 300) || status === 304;

function percentile(sorted: Float64Array, share: number): number {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

function summarize(latencies: readonly number[], errors: number): KindFigures {
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: sorted.length,
    errors,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

/** Per-kind latencies as they come in, summed up once the load ends. */
class KindTally {
  private readonly latencies = new Map<string, number[]>();
  private readonly errors = new Map<string, number>();

  add(kind: string, status: number, milliseconds: number): void {
    const latencies = this.latencies.get(kind) ?? [];
    latencies.push(milliseconds);
    this.latencies.set(kind, latencies);
    if (!isAnswered(status)) this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
  }

  byKind(): Map<string, KindFigures> {
    const byKind = new Map<string, KindFigures>();
    for (const [kind, latencies] of this.latencies) {
      byKind.set(kind, summarize(latencies, this.errors.get(kind) ?? 0));
    }
    return byKind;
  }

  overall(): KindFigures {
    const errors = [...this.errors.values()].reduce((sum, count) => sum + count, 0);
    return summarize([...this.latencies.values()].flat(), errors);
  }
}

/** How long a run lasts, the first part unmeasured. */
export interface RunLength {
  /**
   * Run first on the same connections, not measured: a step's first seconds open its
   * connections and find its people's sessions no longer kept after the step before.
   */
  settleSeconds: number;
  seconds: number;
}

/**
 * A closed loop: each connection sends its next request as soon as the last is answered, a
 * new one drawn for every request. Replies that end within the settling seconds are not
 * counted; onMeasureStart is called when the measured part begins. autocannon varies requests
 * through setupRequest; the drawn request rides in the connection's context to its reply.
 * autocannon calls onResponse and then emits 'response' with that same reply's latency, in one
 * synchronous step, so the reply handed from the one to the other is always the one being timed.
 */
export async function runClosedLoop<R extends LoadRequest>(
  targets: readonly LoadTarget[],
  { settleSeconds, seconds }: RunLength,
  draw: () => R,
  onReply: ReplyListener<R> = () => undefined,
  onMeasureStart: () => void = () => undefined,
): Promise<LoadFigures> {
  const tally = new KindTally();
  let measuring = false;
  const settled = setTimeout(() => {
    measuring = true;
    onMeasureStart();
  }, settleSeconds * 1000);
  let answered: { request: R; status: number } | undefined;
  const firstFailures = new Map<number, string>();
  const runs = targets.map(
    (target) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url: target.url,
            connections: target.connections,
            duration: settleSeconds + seconds,
            requests: [
              {
                setupRequest: (request, context) => {
                  const drawn = draw();
                  (context as ConnectionContext<R>).request = drawn;
                  const { method, path, headers, body } = drawn;
                  return { ...request, method, path, headers, ...(body ? { body } : {}) };
                },
                onResponse: (status, body, context) => {
                  const request = (context as ConnectionContext<R>).request;
                  if (!request) return;
                  answered = { request, status };
                  if (!isAnswered(status) && !firstFailures.has(status)) {
                    firstFailures.set(
                      status,
                      `${request.method} ${request.path}: ${body.slice(0, 300)}`,
                    );
                  }
                  onReply(request, status, body);
                },
              },
            ],
          },
          (error, result) => (error ? reject(error as Error) : resolve(result)),
        );
        instance.on('response', (_client, status, _bytes, milliseconds) => {
          if (answered && measuring) tally.add(answered.request.kind, status, milliseconds);
          answered = undefined;
        });
      }),
  );
  const results = await Promise.all(runs).finally(() => clearTimeout(settled));
  const overall = tally.overall();
  const connectionErrors = results.reduce((sum, result) => sum + result.errors, 0);
  return {
    seconds,
    requests: overall.requests,
    byKind: tally.byKind(),
    overall,
    connectionErrors,
    firstFailures,
  };
}
