import {
  runClosedLoop,
  type LoadFigures,
  type LoadRequest,
  type ReplyListener,
  type RunLength,
} from './closedLoop';
import { processCpuMs, processTreeCpuMs } from './processUsage';
import type { ServerProcess } from './serverProcesses';

/** A closed-loop run with the CPU its servers and its database spent on its measured part. */
export interface MeasuredLoad extends LoadFigures {
  requestsPerSecond: number;
  /** CPU ms per request of the servers under load (with PGlite, the database's work too). */
  serverCpuMsPerRequest: number;
  /** CPU ms per request of the PostgreSQL cluster's processes; NaN without one. */
  databaseCpuMsPerRequest: number;
}

/** A closed loop of `connections` spread evenly over the servers. */
export async function measureLoad<R extends LoadRequest>(
  servers: readonly ServerProcess[],
  clusterPid: number | undefined,
  { connections, ...length }: { connections: number } & RunLength,
  draw: () => R,
  onReply?: ReplyListener<R>,
): Promise<MeasuredLoad> {
  const serverCpu = () => servers.reduce((sum, server) => sum + processCpuMs(server.pid), 0);
  const databaseCpu = () => (clusterPid === undefined ? Number.NaN : processTreeCpuMs(clusterPid));
  const targets = servers.map((server, index) => ({
    url: server.url,
    connections:
      Math.floor(connections / servers.length) + (index < connections % servers.length ? 1 : 0),
  }));
  let [serverBefore, databaseBefore] = [Number.NaN, Number.NaN];
  const figures = await runClosedLoop(targets, length, draw, onReply, () => {
    [serverBefore, databaseBefore] = [serverCpu(), databaseCpu()];
  });
  const [serverAfter, databaseAfter] = [serverCpu(), databaseCpu()];
  return {
    ...figures,
    requestsPerSecond: figures.requests / length.seconds,
    serverCpuMsPerRequest: (serverAfter - serverBefore) / figures.requests,
    databaseCpuMsPerRequest: (databaseAfter - databaseBefore) / figures.requests,
  };
}
