// What the doctor's tests share: loopback servers started per test and closed after it, and the doctor run
// in either mode against them (page mode through the browser's CORS rules, browser-cors-probe.ts).
import { afterEach } from 'vitest';
import { diagnoseMcpConnection, type DoctorInput, type DoctorMode } from '../diagnose';
import type { Finding } from '../finding';
import { browserCorsProbe } from './browser-cors-probe';
import { startDoctorServer, type DoctorServer, type ServerBehaviour } from './doctor-servers';

/** The page's origin in every doctor test. */
export const DOCTOR_TEST_ORIGIN = 'http://127.0.0.1:5173';

/** Call at a test file's top level: its servers are closed after each test. */
export function doctorHarness() {
  const started: DoctorServer[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.close()));
  });
  const serve = async (behaviour: ServerBehaviour): Promise<DoctorServer> => {
    const server = await startDoctorServer(behaviour);
    started.push(server);
    return server;
  };
  const diagnose = (mode: DoctorMode, input: DoctorInput, timeoutMs = 5_000): Promise<Finding[]> => {
    const probe = mode === 'page' ? browserCorsProbe(DOCTOR_TEST_ORIGIN) : fetch;
    return diagnoseMcpConnection({ origin: DOCTOR_TEST_ORIGIN, ...input }, probe, mode, { timeoutMs });
  };
  return { serve, diagnose };
}
